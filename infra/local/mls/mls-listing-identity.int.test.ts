import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TListPropertiesResponse, TProperty } from '@shared/schemas/property.schema';
import { signUpActiveAgent } from '../../../functions/test/accounts';
import { fullSync, listingNumberOf, listingsByNumber } from '../../../functions/test/mls';
import { createProvenMlsConfiguration, registerTestMls, signUpAdmin } from '../../../functions/test/mls-trust';
import { createTestDeps } from '../../../functions/test/test-deps';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from '../../../functions/src/data/keys';
import { registerMls, updateRegisteredMls } from '../../../functions/src/services/mls-trust/mls-registry';
import { mlsHostIdentityOf } from '../../../functions/src/services/mls/ownership/mls-identity';
import { LOCAL_MLS_MEMBERS } from './local-mls-members';
import { startLocalMlsServers, type TLocalMlsServers } from './start-local-mls-servers';
import { sharedTestDb } from '../../../functions/test/test-deps';
import { getAgentStats } from '../../../functions/src/data/agent-stats-repository';
import { getMlsListingsAndAliases } from '../../../functions/src/data/mls-listing-batch-repository';
import { getProperty } from '../../../functions/src/data/property-repository';
import { isBrowsable } from '../../../functions/src/data/property-index-keys';

/**
 * Local MLSs of this test's own, each registered (40 listings; their own MLS identity: the listings other tests
 * import from the runtime's local MLS are not these; infra/local/mls/local-mls-members.ts): the demo agent member
 * lists 1–10 and co-lists 12 and 15; the second demo agent lists 11–16 and co-lists 3, 6 and 9.
 */
const DEMO_AGENT = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15];
const DEMO_AGENT2 = [3, 6, 9, 11, 12, 13, 14, 15, 16];
const CO_LISTED = [3, 6, 9, 12, 15];
const SYNC_TIMEOUT_MS = 180_000;

type TAgent = Awaited<ReturnType<typeof signUpActiveAgent>>;
type TListLinked = TListPropertiesResponse;

const ownListings = async (agent: TAgent) =>
  (await agent.client.get<TListPropertiesResponse>(`/api/properties?userId=${agent.userId}&status=all&limit=100`)).body.items;
/** What the account's plan counts: its own listings on the market (published, not closed or withdrawn). */
const countedOf = async (agent: TAgent) => (await ownListings(agent)).filter(isBrowsable).length;

let servers: TLocalMlsServers;
let dataDir: string;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
const MLS_NAME = 'mls-listing-identity test MLS';
const registeredServersOf = (mls: TLocalMlsServers) => ({ serviceRoot: mls.reso.serviceRoot, tokenUrl: mls.reso.tokenUrl, retsLoginUrl: mls.rets.loginUrl });
/** The second demo agent's own RETS login (its Login names them, which proves their id). */
const retsAsDemoAgent2 = (mls: TLocalMlsServers) => {
  const login = mls.retsUsers.find((user) => user.memberMlsId === LOCAL_MLS_MEMBERS.demoAgent2.mlsId)!;
  return {
    mlsProvider: 'RETS Standard',
    providerUrl: mls.rets.loginUrl,
    username: login.username,
    password: login.password,
    agentMlsId: LOCAL_MLS_MEMBERS.demoAgent2.mlsId,
  };
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mls-identity-'));
  servers = await startLocalMlsServers({ resoPort: 0, retsPort: 0, originatingSystemName: MLS_NAME, dataDir, listingCount: 40 });
  admin = await signUpAdmin();
  await registerTestMls(admin.client, registeredServersOf(servers), MLS_NAME);
});
afterAll(async () => {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one listing per (MLS, ListingKey): two members syncing the same MLS', () => {
  it(
    'each gets exactly their own listings, a co-listed listing exists once and names both, and deleting one configuration keeps it for the other',
    async () => {
      // Two members of the MLS, each with an account of their own, each with their own credentials' configuration
      // (its service root typed another way: the same server is the same MLS).
      const [listAgent, coListAgent] = await Promise.all([signUpActiveAgent(), signUpActiveAgent()]);
      const reso = {
        mlsProvider: 'Other',
        providerUrl: servers.reso.serviceRoot,
        tokenUrl: servers.reso.tokenUrl,
        username: servers.reso.clientId,
        password: servers.reso.clientSecret,
      };
      const firstConfig = await createProvenMlsConfiguration(listAgent.client, { ...reso, agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId }, MLS_NAME);
      const secondConfig = await createProvenMlsConfiguration(
        coListAgent.client,
        { ...reso, providerUrl: `${servers.reso.serviceRoot.replace('127.0.0.1', '127.0.0.1.')}/`, agentMlsId: LOCAL_MLS_MEMBERS.demoAgent2.mlsId },
        MLS_NAME,
      );

      const firstLog = await fullSync(listAgent.client, firstConfig);
      expect(firstLog).toMatchObject({
        status: 'completed',
        propertiesCreated: DEMO_AGENT.length,
        propertiesNotYours: 40 - DEMO_AGENT.length,
        propertiesErrors: 0,
      });
      const secondLog = await fullSync(coListAgent.client, secondConfig);
      expect(secondLog).toMatchObject({
        status: 'completed',
        propertiesCreated: DEMO_AGENT2.length,
        propertiesNotYours: 40 - DEMO_AGENT2.length,
        propertiesErrors: 0,
      });

      // Each configuration reached exactly its member's listings; the co-listed ones are the same listing for both.
      const first = await listingsByNumber(firstConfig);
      const second = await listingsByNumber(secondConfig);
      expect([...first.keys()].sort((a, b) => a - b)).toEqual(DEMO_AGENT);
      expect([...second.keys()].sort((a, b) => a - b)).toEqual(DEMO_AGENT2);
      for (const n of CO_LISTED) expect(second.get(n)).toBe(first.get(n));
      const distinct = new Set([...first.values(), ...second.values()]);
      expect(distinct.size).toBe(16);

      // Each listing is owned once: the first configuration to reach it made it (its plan counts it), the other links to it.
      const ownedByFirst = (await ownListings(listAgent)).map((listing) => listing.id);
      const ownedBySecond = (await ownListings(coListAgent)).map((listing) => listing.id);
      expect(new Set([...ownedByFirst, ...ownedBySecond])).toEqual(distinct);
      expect(ownedByFirst).toHaveLength(DEMO_AGENT.length);
      expect(ownedBySecond).toHaveLength(16 - DEMO_AGENT.length);
      expect((await getAgentStats(sharedTestDb(), listAgent.userId)).activeListings).toBe(await countedOf(listAgent));
      expect((await getAgentStats(sharedTestDb(), coListAgent.userId)).activeListings).toBe(await countedOf(coListAgent));
      const countedBefore = (await countedOf(listAgent)) + (await countedOf(coListAgent));

      // The page names every one of our agents on it, list agent first.
      const page = async (id: string) => (await coListAgent.client.get<TProperty>(`/api/properties/${id}`)).body;
      const three = await page(first.get(3)!);
      expect(three.mlsAgents?.map((agent) => [agent.id, agent.mlsRole])).toEqual([
        [listAgent.userId, 'list-agent'],
        [coListAgent.userId, 'co-list-agent'],
      ]);
      const twelve = await page(first.get(12)!);
      expect(twelve.mlsAgents?.map((agent) => [agent.id, agent.mlsRole])).toEqual([
        [coListAgent.userId, 'list-agent'],
        [listAgent.userId, 'co-list-agent'],
      ]);
      expect((await page(first.get(1)!)).mlsAgents?.map((agent) => agent.id)).toEqual([listAgent.userId]);

      // The first member deletes their configuration: the co-listed listings stay, now the second member's
      // (owner and plan count); the first member's own listings stay with them, no longer synced.
      expect((await listAgent.client.request('DELETE', `/api/mls/configurations/${firstConfig}`)).status).toBe(200);
      for (const n of CO_LISTED) {
        const listing = await page(first.get(n)!);
        expect(listing.userId).toBe(coListAgent.userId);
        expect(listing.attribution?.synced).toBe(true);
        expect(listing.mlsAgents?.map((agent) => agent.id)).toEqual([coListAgent.userId]);
      }
      const onlyFirst = await page(first.get(1)!);
      expect(onlyFirst).toMatchObject({ userId: listAgent.userId, attribution: { synced: false } });
      // The counts moved with the listings (the second member's Solo-size plan has room for them).
      expect((await getAgentStats(sharedTestDb(), listAgent.userId)).activeListings).toBe(await countedOf(listAgent));
      expect((await getAgentStats(sharedTestDb(), coListAgent.userId)).activeListings).toBe(await countedOf(coListAgent));
      expect((await countedOf(listAgent)) + (await countedOf(coListAgent))).toBe(countedBefore);
      expect((await ownListings(coListAgent)).map((listing) => listing.id).sort()).toEqual([...second.values()].sort());

      // The second member's next sync updates what it now owns: nothing is copied again.
      const again = await fullSync(coListAgent.client, secondConfig);
      expect(again).toMatchObject({ status: 'completed', propertiesCreated: 0, propertiesErrors: 0 });
      expect(await listingsByNumber(secondConfig)).toEqual(second);
      expect(await ownListings(coListAgent)).toHaveLength(DEMO_AGENT2.length);
    },
    SYNC_TIMEOUT_MS,
  );
});

describe('one MLS over RESO and RETS is one MLS: the identity its registry entry gives', () => {
  let both: TLocalMlsServers;
  let bothDir: string;
  const BOTH_NAME = 'mls-listing-identity RESO and RETS test MLS';
  const WITHDRAWN = 15;
  beforeAll(async () => {
    bothDir = mkdtempSync(join(tmpdir(), 'mls-identity-protocols-'));
    // Both servers serve one catalogue on two ports, and its records say which MLS they come from.
    both = await startLocalMlsServers({ resoPort: 0, retsPort: 0, originatingSystemName: BOTH_NAME, dataDir: bothDir, listingCount: 40 });
    await registerTestMls(admin.client, registeredServersOf(both), BOTH_NAME);
    // The co-listed listings are on the market but one, withdrawn: a linked account does not see another owner's withdrawn listing.
    both.reso.store.change((state) => {
      for (const listing of state.listings) {
        const n = listingNumberOf(String(listing.ListingKey));
        if (CO_LISTED.includes(n)) Object.assign(listing, { StandardStatus: n === WITHDRAWN ? 'Withdrawn' : 'Active', InternetEntireListingDisplayYN: true });
      }
    });
  });
  afterAll(async () => {
    await both.stop();
    rmSync(bothDir, { recursive: true, force: true });
  });

  it(
    'a co-listed listing reached by one agent over RESO and another over RETS exists once, linked to both, and its page names both',
    async () => {
      const [resoAgent, retsAgent] = await Promise.all([signUpActiveAgent(), signUpActiveAgent()]);
      const resoConfig = await createProvenMlsConfiguration(
        resoAgent.client,
        {
          mlsProvider: 'Other',
          providerUrl: both.reso.serviceRoot,
          tokenUrl: both.reso.tokenUrl,
          username: both.reso.clientId,
          password: both.reso.clientSecret,
          agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId,
        },
        BOTH_NAME,
      );
      const retsConfig = await createProvenMlsConfiguration(retsAgent.client, retsAsDemoAgent2(both), BOTH_NAME);
      expect(new URL(both.reso.serviceRoot).port).not.toBe(new URL(both.rets.loginUrl).port);

      expect(await fullSync(resoAgent.client, resoConfig)).toMatchObject({ status: 'completed', propertiesCreated: DEMO_AGENT.length, propertiesErrors: 0 });
      expect(await fullSync(retsAgent.client, retsConfig)).toMatchObject({ status: 'completed', propertiesCreated: DEMO_AGENT2.length, propertiesErrors: 0 });

      const overReso = await listingsByNumber(resoConfig);
      const overRets = await listingsByNumber(retsConfig);
      for (const n of CO_LISTED) expect(overRets.get(n)).toBe(overReso.get(n));
      expect(new Set([...overReso.values(), ...overRets.values()]).size).toBe(16);
      // Each owns what it reached first; nobody owns a copy.
      const owned = [...(await ownListings(resoAgent)), ...(await ownListings(retsAgent))].map((listing) => listing.id);
      expect(owned).toHaveLength(16);

      const page = (await retsAgent.client.get<TProperty>(`/api/properties/${overReso.get(3)!}`)).body;
      expect(page.userId).toBe(resoAgent.userId);
      expect(page.mlsAgents?.map((agent) => [agent.id, agent.mlsRole])).toEqual([
        [resoAgent.userId, 'list-agent'],
        [retsAgent.userId, 'co-list-agent'],
      ]);

      // The RESO agent reached every co-listed listing first (3, 6, 9 as list agent, 12 and 15 as co-list agent), so
      // they are the RESO agent's; the RETS agent's linked listings are those five while public (another owner's
      // draft is the owner's alone): listed beside their own (a Query of their links, paged), each with their role
      // on it, never among the listings they own or their plan counts.
      const linkedOf = async (agent: TAgent, viewer: TAgent) =>
        (await viewer.client.get<TListLinked>(`/api/properties?userId=${agent.userId}&relation=linked&status=all&limit=100`)).body;
      const retsLinked = await linkedOf(retsAgent, retsAgent);
      const roleOf = new Map(retsLinked.items.map((item) => [item.id, item.linkedRole]));
      expect([...roleOf.keys()].sort()).toEqual(
        CO_LISTED.filter((n) => n !== WITHDRAWN)
          .map((n) => overReso.get(n)!)
          .sort(),
      );
      for (const n of [3, 6, 9]) expect(roleOf.get(overReso.get(n)!)).toBe('co-list-agent');
      for (const n of [12]) expect(roleOf.get(overReso.get(n)!)).toBe('list-agent');
      // Each card names the listing's list agent, as its page does (shown-agents.ts), whoever owns it.
      for (const item of retsLinked.items)
        expect([item.id, item.agent?.id]).toEqual([item.id, item.linkedRole === 'list-agent' ? retsAgent.userId : resoAgent.userId]);
      expect(retsLinked.total).toBe(CO_LISTED.length - 1);
      expect((await linkedOf(resoAgent, resoAgent)).items).toEqual([]);
      expect((await ownListings(retsAgent)).map((listing) => listing.id)).not.toContain(overReso.get(3));
      expect((await getAgentStats(sharedTestDb(), retsAgent.userId)).activeListings).toBe(await countedOf(retsAgent));
      // Paged as the profile pages: two, then the rest behind the cursor.
      const first = (await resoAgent.client.get<TListLinked>(`/api/properties?userId=${retsAgent.userId}&relation=linked&limit=2`)).body;
      const publicOnes = retsLinked.items.filter(isBrowsable).filter((item) => item.status === 'active');
      expect(first.items.length).toBe(Math.min(2, publicOnes.length));
      const rest = first.nextCursor
        ? (
            await resoAgent.client.get<TListLinked>(
              `/api/properties?userId=${retsAgent.userId}&relation=linked&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`,
            )
          ).body.items
        : [];
      // Another visitor sees the public ones only.
      expect([...first.items, ...rest].map((item) => item.id).sort()).toEqual(publicOnes.map((item) => item.id).sort());
    },
    SYNC_TIMEOUT_MS,
  );
});

describe('a listing an older version stored under one server is found from another server of the same MLS', () => {
  const ALIAS_NAME = 'mls-listing-identity alias test MLS';
  let dir: string;
  let servers: TLocalMlsServers | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mls-identity-alias-'));
  });
  afterAll(async () => {
    await servers?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'a co-listed listing imported under the RESO server’s host id is linked, not copied, when the co-list agent syncs over RETS',
    async () => {
      const [resoAgent, retsAgent] = await Promise.all([signUpActiveAgent(), signUpActiveAgent()]);
      // As an older version stored them: the MLS's listings keyed by the server (host:port) that carried them.
      servers = await startLocalMlsServers({ resoPort: 0, retsPort: 0, originatingSystemName: ALIAS_NAME, dataDir: dir, listingCount: 40 });
      const resoPort = Number(new URL(servers.reso.serviceRoot).port);
      const { deps } = createTestDeps();
      const mlsId = `alias-test-${Date.now().toString(36)}`;
      const resoServer = { protocol: 'RESO Web API' as const, url: servers.reso.serviceRoot, tokenUrl: servers.reso.tokenUrl };
      await registerMls(deps, {
        id: mlsId,
        name: ALIAS_NAME,
        servers: [resoServer],
        listingIdentity: mlsHostIdentityOf({ providerUrl: servers.reso.serviceRoot }),
      });
      const resoConfig = await createProvenMlsConfiguration(
        resoAgent.client,
        {
          mlsProvider: 'Other',
          providerUrl: servers.reso.serviceRoot,
          tokenUrl: servers.reso.tokenUrl,
          username: servers.reso.clientId,
          password: servers.reso.clientSecret,
          agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId,
        },
        ALIAS_NAME,
      );
      expect(await fullSync(resoAgent.client, resoConfig)).toMatchObject({ status: 'completed', propertiesCreated: DEMO_AGENT.length, propertiesErrors: 0 });
      const legacy = await listingsByNumber(resoConfig);

      // The same catalogue on the same RESO server, and a RETS server on another host:port; the MLS's identity is now
      // the one a newer version gives (its registry entry's own), not the server's.
      await servers.stop();
      servers = await startLocalMlsServers({ resoPort, retsPort: 0, originatingSystemName: ALIAS_NAME, dataDir: dir });
      await updateRegisteredMls(deps, { id: mlsId, servers: [resoServer, { protocol: 'RETS', url: servers.rets.loginUrl, tokenUrl: null }] });
      await sharedTestDb().client.send(
        new UpdateCommand({
          TableName: sharedTestDb().tableName,
          Key: keys.mlsRegistryEntry(mlsId),
          UpdateExpression: 'SET listingIdentity = :identity',
          ExpressionAttributeValues: { ':identity': `mls:${mlsId}` },
        }),
      );
      const retsConfig = await createProvenMlsConfiguration(retsAgent.client, retsAsDemoAgent2(servers), ALIAS_NAME);
      // The owner's configuration syncs on (its listings are where they were), then the co-list agent's reaches them.
      expect(await fullSync(resoAgent.client, resoConfig)).toMatchObject({ status: 'completed', propertiesCreated: 0, propertiesErrors: 0 });
      expect(await listingsByNumber(resoConfig)).toEqual(legacy);
      expect(await fullSync(retsAgent.client, retsConfig)).toMatchObject({ status: 'completed', propertiesCreated: DEMO_AGENT2.length, propertiesErrors: 0 });

      const overRets = await listingsByNumber(retsConfig);
      for (const n of CO_LISTED) expect(overRets.get(n)).toBe(legacy.get(n));
      expect(new Set([...legacy.values(), ...overRets.values()]).size).toBe(16);
      expect([...(await ownListings(resoAgent)), ...(await ownListings(retsAgent))]).toHaveLength(16);
      const page = (await retsAgent.client.get<TProperty>(`/api/properties/${legacy.get(3)!}`)).body;
      expect(page.mlsAgents?.map((agent) => [agent.id, agent.mlsRole])).toEqual([
        [resoAgent.userId, 'list-agent'],
        [retsAgent.userId, 'co-list-agent'],
      ]);

      // The alias that found it goes with the listing when its owner deletes it.
      const aliasId = (await getProperty(sharedTestDb(), legacy.get(3)!))!.mls!.aliasId!;
      const aliasesOf = async () => (await getMlsListingsAndAliases(sharedTestDb(), { propertyIds: [], aliasIds: [aliasId] })).aliases;
      expect((await aliasesOf()).get(aliasId)?.propertyId).toBe(legacy.get(3));
      expect((await resoAgent.client.request('DELETE', `/api/properties/${legacy.get(3)!}`)).status).toBe(200);
      expect((await aliasesOf()).size).toBe(0);
    },
    SYNC_TIMEOUT_MS,
  );
});
