import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TMlsConfiguration, TMlsSyncLog } from '@shared/schemas/mls.schema';
import type { TListPropertiesResponse, TProperty } from '@shared/schemas/property.schema';
import { signUpActiveAgent } from '../../../functions/test/accounts';
import { createApiClient } from '../../../functions/test/http-client';
import { makeListing } from '../../../functions/test/listings';
import { createMlsConfiguration, fullSync, listingNumberOf, listingsByNumber } from '../../../functions/test/mls';
import { latestMemberCode, registerTestMls, signUpAdmin, verifyMemberByCode } from '../../../functions/test/mls-trust';
import { mailsTo } from '../../../functions/test/notifications';
import { sharedTestDb } from '../../../functions/test/test-deps';
import { getMlsMapping, listMlsMappings, replaceMlsMapping } from '../../../functions/src/data/mls-mapping-repository';
import { getProperty, replaceProperty } from '../../../functions/src/data/property-repository';
import type { TDdRecord } from './generate-listings';
import { LOCAL_MLS_MEMBERS, LOCAL_MLS_OFFICE } from './local-mls-members';
import { startLocalMlsServers, type TLocalMlsServers } from './start-local-mls-servers';

/**
 * The attacks of the MLS trust issue, each as a dishonest account would try it, against this file's own registered
 * MLS (40 listings: the demo agent member ATX-A-7412 lists 1–10 and co-lists 12 and 15; the second demo agent
 * ATX-A-7558 lists 11–16 and co-lists 3, 6 and 9; all under the office ATX-O-0900) and an impostor's self-hosted
 * server relaying its records (same OriginatingSystemName, same ListingKeys), which is no registered MLS.
 */
const MLS_NAME = 'Trust Attacks Test MLS';
const SYNC_TIMEOUT_MS = 180_000;
const DEMO_AGENT = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15];

type TAgent = Awaited<ReturnType<typeof signUpActiveAgent>>;

let real: TLocalMlsServers;
let impostorFeed: TLocalMlsServers;
const dataDirs: string[] = [];

const resoOf = (servers: TLocalMlsServers) => ({
  mlsProvider: 'Other',
  providerUrl: servers.reso.serviceRoot,
  tokenUrl: servers.reso.tokenUrl,
  username: servers.reso.clientId,
  password: servers.reso.clientSecret,
});

/** A member of the registered MLS, verified by the code its address receives, with a full sync done. */
async function provenMember(memberId: string, kind: 'agent' | 'office' = 'agent'): Promise<{ agent: TAgent; configId: string; log: TMlsSyncLog }> {
  const agent = await signUpActiveAgent(kind === 'office' ? 'BROKER' : 'AGENT');
  const ids = kind === 'office' ? { agentMlsId: undefined, officeMlsId: memberId } : { agentMlsId: memberId };
  const configId = await createMlsConfiguration(agent.client, { ...resoOf(real), ...ids });
  await verifyMemberByCode(agent.client, configId, { mlsName: MLS_NAME, memberId, kind });
  return { agent, configId, log: await fullSync(agent.client, configId) };
}

beforeAll(async () => {
  const dir = (name: string) => (dataDirs.push(mkdtempSync(join(tmpdir(), name))), dataDirs.at(-1)!);
  [real, impostorFeed] = await Promise.all([
    startLocalMlsServers({ resoPort: 0, retsPort: 0, originatingSystemName: MLS_NAME, dataDir: dir('mls-trust-real-'), listingCount: 40 }),
    startLocalMlsServers({ resoPort: 0, retsPort: 0, originatingSystemName: MLS_NAME, dataDir: dir('mls-trust-impostor-'), listingCount: 40 }),
  ]);
  // Listings 1 and 11 are on the market, so their public pages show who lists them and take inquiries.
  for (const servers of [real, impostorFeed]) {
    servers.reso.store.change((state) => {
      for (const n of [1, 11]) Object.assign(recordOf(state.listings, n), { StandardStatus: 'Active', InternetEntireListingDisplayYN: true });
    });
  }
  const admin = await signUpAdmin();
  await registerTestMls(admin.client, { serviceRoot: real.reso.serviceRoot, tokenUrl: real.reso.tokenUrl, retsLoginUrl: real.rets.loginUrl }, MLS_NAME);
});
afterAll(async () => {
  await Promise.all([real.stop(), impostorFeed.stop()]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A listing page's per-container copy lives 2 seconds (services/properties/listing-read-cache.ts). */
const pageCopyExpires = () => new Promise((resolve) => setTimeout(resolve, 2_100));

const recordOf = (listings: TDdRecord[], n: number) => listings.find((listing) => listingNumberOf(String(listing.ListingKey)) === n)!;

/** The impostor's server relays the real records with itself as list agent (or co-list agent), price 1 and its own remarks. */
function relayAsImpostor(field: 'ListAgentMlsId' | 'CoListAgentMlsId') {
  impostorFeed.reso.store.change((state) => {
    for (const listing of state.listings) {
      if (!DEMO_AGENT.includes(listingNumberOf(String(listing.ListingKey)))) continue;
      Object.assign(listing, { [field]: 'EVIL-1', ListPrice: 1, PublicRemarks: 'HIJACKED', ModificationTimestamp: new Date().toISOString() });
    }
  });
}

describe('one verified holder per MLS and id', () => {
  it(
    'the member who proves an id another account held takes it over: both are told, the old configuration stops, and its listings pass to the new holder as it syncs',
    async () => {
      const { agent: first, configId: firstConfig } = await provenMember(LOCAL_MLS_MEMBERS.demoAgent2.mlsId);
      const before = await listingsByNumber(firstConfig);
      // This file's first sync of the second demo agent's id: its own listings (11, 13, 14, 16) are this account's.
      for (const n of [11, 13, 14, 16]) expect((await first.client.get<TProperty>(`/api/properties/${before.get(n)}`)).body.userId).toBe(first.userId);
      // The second account proves the same id: until its sync reaches them, the first's listings are held on a claim
      // the MLS no longer vouches for: their pages name no agent, and they take no inquiry.
      const second = await signUpActiveAgent();
      const secondConfig = await createMlsConfiguration(second.client, { ...resoOf(real), agentMlsId: LOCAL_MLS_MEMBERS.demoAgent2.mlsId });
      await verifyMemberByCode(second.client, secondConfig, { mlsName: MLS_NAME, memberId: LOCAL_MLS_MEMBERS.demoAgent2.mlsId });
      const visitor = createApiClient();
      const inquiry = { name: 'Casey Buyer', email: 'casey.buyer@example.test', message: 'Is it still available?' };
      await pageCopyExpires();
      const held = (await visitor.get<TProperty>(`/api/properties/${before.get(11)}`)).body;
      expect(held.agent).toBeNull();
      expect(held.mlsAgents).toEqual([]);
      expect((await visitor.post(`/api/properties/${before.get(11)}/leads`, inquiry)).status).toBe(409);
      const log = await fullSync(second.client, secondConfig);
      expect(log).toMatchObject({ status: 'completed', propertiesErrors: 0, errorDetails: [] });

      const firstView = (await first.client.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations')).body.items[0]!;
      expect(firstView.members).toMatchObject([{ status: 'claimed' }]);
      expect((await mailsTo(first.email)).map((mail) => mail.subject)).toContain(
        `agent MLS ID ${LOCAL_MLS_MEMBERS.demoAgent2.mlsId} was verified by another account`,
      );
      expect((await first.client.post(`/api/mls/configurations/${firstConfig}/sync`, { syncType: 'full' })).status).toBe(409);

      const after = await listingsByNumber(secondConfig);
      for (const n of [11, 13, 14, 16]) {
        expect(after.get(n)).toBe(before.get(n));
        expect((await second.client.get<TProperty>(`/api/properties/${after.get(n)}`)).body.userId).toBe(second.userId);
      }
      expect((await visitor.get<TProperty>(`/api/properties/${after.get(11)}`)).body.agent?.id).toBe(second.userId);
      await pageCopyExpires();
      expect((await visitor.post(`/api/properties/${after.get(11)}/leads`, inquiry)).status).toBe(201);
    },
    SYNC_TIMEOUT_MS,
  );
});

describe('1. a self-hosted feed cannot take over a registered MLS’s listings', () => {
  it(
    'its relayed records stay the impostor’s own private-feed listings; the real member’s sync makes the MLS listings, hers, with the MLS’s data',
    async () => {
      relayAsImpostor('ListAgentMlsId');
      const impostor = await signUpActiveAgent();
      const feedId = await createMlsConfiguration(impostor.client, { ...resoOf(impostorFeed), mlsName: MLS_NAME, agentMlsId: 'EVIL-1' });
      const feed = (await impostor.client.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations')).body.items[0]!;
      expect(feed).toMatchObject({ source: { kind: 'private' }, members: [] });
      expect(await fullSync(impostor.client, feedId)).toMatchObject({ status: 'completed', propertiesCreated: DEMO_AGENT.length });

      const { agent: member, configId } = await provenMember(LOCAL_MLS_MEMBERS.demoAgent.mlsId);
      const hers = await listingsByNumber(configId);
      const relayed = await listingsByNumber(feedId);
      expect([...hers.keys()].sort((a, b) => a - b)).toEqual(DEMO_AGENT);
      for (const n of DEMO_AGENT) expect(relayed.get(n)).not.toBe(hers.get(n));

      const page = (await member.client.get<TProperty>(`/api/properties/${hers.get(1)}`)).body;
      expect(page).toMatchObject({ userId: member.userId, agent: { id: member.userId }, attribution: { mlsName: MLS_NAME } });
      expect(page.price).not.toBe(1);
      expect(page.description).not.toContain('HIJACKED');
      expect(page.mlsAgents?.map((agent) => agent.id)).toEqual([member.userId]);
      // The relay's copy is the impostor's own listing, as if typed by hand: no MLS attribution, no MLS agents.
      const copy = (await impostor.client.get<TProperty>(`/api/properties/${relayed.get(1)}`)).body;
      expect(copy).toMatchObject({ userId: impostor.userId, price: 1 });
      expect(copy.attribution).toBeUndefined();
      expect(copy.mlsAgents).toBeUndefined();
    },
    SYNC_TIMEOUT_MS,
  );
});

describe('2. co-listing by claim, then inheritance', () => {
  it(
    'a claimed co-list id imports and links nothing; when the owner deletes their configuration nothing passes to the claimant',
    async () => {
      const { agent: owner, configId } = await provenMember(LOCAL_MLS_MEMBERS.demoAgent.mlsId);
      const owned = await listingsByNumber(configId);
      const impostor = await signUpActiveAgent();
      // The impostor names the co-list agent's id on the real MLS: claimed, so its sync is refused.
      const claimId = await createMlsConfiguration(impostor.client, { ...resoOf(real), agentMlsId: LOCAL_MLS_MEMBERS.demoAgent2.mlsId });
      expect((await impostor.client.post(`/api/mls/configurations/${claimId}/sync`, { syncType: 'full' })).status).toBe(409);
      // And a relay naming itself co-list agent lives in its own namespace.
      relayAsImpostor('CoListAgentMlsId');
      const relayId = await createMlsConfiguration(impostor.client, { ...resoOf(impostorFeed), agentMlsId: 'EVIL-1' });
      await fullSync(impostor.client, relayId);

      const pageOf = async (n: number) => (await owner.client.get<TProperty>(`/api/properties/${owned.get(n)}`)).body;
      for (const n of [3, 6, 9]) expect((await pageOf(n)).mlsAgents?.map((agent) => agent.id)).not.toContain(impostor.userId);
      expect((await owner.client.request('DELETE', `/api/mls/configurations/${configId}`)).status).toBe(200);
      for (const n of DEMO_AGENT) expect((await pageOf(n)).userId).not.toBe(impostor.userId);
      expect((await pageOf(1)).userId).toBe(owner.userId);
      expect(
        (await impostor.client.request('PUT', `/api/properties/${owned.get(3)}`, { json: makeListing({ description: 'HIJACKED' }) })).status,
      ).toBeGreaterThanOrEqual(403);
    },
    SYNC_TIMEOUT_MS,
  );
});

describe('3. another brokerage’s office id', () => {
  it(
    'is claimed (no import, the code goes to the office’s own address); a proven office sees another owner’s listing only while public',
    async () => {
      const { agent: owner, configId } = await provenMember(LOCAL_MLS_MEMBERS.demoAgent.mlsId);
      const impostor = await signUpActiveAgent('BROKER');
      const claimId = await createMlsConfiguration(impostor.client, { ...resoOf(real), agentMlsId: undefined, officeMlsId: LOCAL_MLS_OFFICE.mlsId });
      expect((await impostor.client.post(`/api/mls/configurations/${claimId}/sync`, { syncType: 'full' })).status).toBe(409);
      const sent = await impostor.client.post<{ sentTo: string }>(`/api/mls/configurations/${claimId}/verification/code`, { kind: 'office' });
      expect(sent.body.sentTo).toBe('b***@demo.openhouse.market');
      expect(await mailsTo(impostor.email)).toEqual([]);

      const { agent: broker, log } = await provenMember(LOCAL_MLS_OFFICE.mlsId, 'office');
      expect(log.status).toBe('completed');
      const linked = async () =>
        (await broker.client.get<TListPropertiesResponse>(`/api/properties?userId=${broker.userId}&relation=linked&limit=100`)).body.items.map(
          (item) => item.id,
        );
      const one = (await listingsByNumber(configId)).get(1)!;
      expect(await linked()).toContain(one);
      // The owner withdraws it and edits it: the office no longer sees it, nor the edit.
      expect(
        (await owner.client.request('PUT', `/api/properties/${one}`, { json: makeListing({ status: 'draft', description: 'seller accepts 20% less' }) }))
          .status,
      ).toBe(200);
      expect(await linked()).not.toContain(one);
    },
    SYNC_TIMEOUT_MS,
  );
});

describe('4. a member id typed, not proven', () => {
  it('imports nothing; the code goes to the member’s own address, and guessing fails', async () => {
    const impostor = await signUpActiveAgent();
    const id = await createMlsConfiguration(impostor.client, { ...resoOf(real), agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId });
    expect((await impostor.client.post(`/api/mls/configurations/${id}/sync`, { syncType: 'full' })).status).toBe(409);
    expect((await impostor.client.post(`/api/mls/configurations/${id}/verification/code`, { kind: 'agent' })).status).toBe(202);
    const code = await latestMemberCode(MLS_NAME, LOCAL_MLS_MEMBERS.demoAgent.mlsId);
    expect(await mailsTo(impostor.email)).toEqual([]);
    const guess = `${(Number(code) + 1) % 1_000_000}`.padStart(6, '0');
    expect((await impostor.client.post(`/api/mls/configurations/${id}/verification/confirm`, { kind: 'agent', code: guess })).status).toBe(400);
    expect((await listMlsMappings(sharedTestDb(), id)).length).toBe(0);
  });
});

describe('listings a private feed imported before the registry', () => {
  it(
    'its next sync writes those it still owns as its own (agent named, inquiries taken, no MLS attribution), and makes its own of one a member took',
    async () => {
      relayAsImpostor('ListAgentMlsId');
      const feedOwner = await signUpActiveAgent();
      const feedId = await createMlsConfiguration(feedOwner.client, { ...resoOf(impostorFeed), agentMlsId: 'EVIL-1' });
      await fullSync(feedOwner.client, feedId);
      const imported = await listingsByNumber(feedId);
      // As an older version wrote them: as an MLS's listings, without the private feed's mark.
      const db = sharedTestDb();
      for (const id of imported.values()) {
        const stored = (await getProperty(db, id))!;
        await replaceProperty(db, stored, { ...stored, mls: { ...stored.mls!, isPrivateFeed: false } });
      }
      // And listing 2 under the id a member of the registered MLS reached and took since.
      const { configId: memberConfig } = await provenMember(LOCAL_MLS_MEMBERS.demoAgent.mlsId);
      const membersListing = (await listingsByNumber(memberConfig)).get(2)!;
      const feedMapping = (await getMlsMapping(db, feedId, recordOf(impostorFeed.reso.store.state().listings, 2).ListingKey as string))!;
      expect(await replaceMlsMapping(db, feedMapping, { ...feedMapping, propertyId: membersListing })).toBe(true);

      const visitor = createApiClient();
      const inquiry = { name: 'Casey Buyer', email: 'casey.buyer@example.test', message: 'Is it still available?' };
      await pageCopyExpires();
      expect((await visitor.get<TProperty>(`/api/properties/${imported.get(1)}`)).body.agent).toBeNull();
      expect((await visitor.post(`/api/properties/${imported.get(1)}/leads`, inquiry)).status).toBe(409);

      // The feed changed nothing, yet its sync settles every listing it reads.
      const log = await fullSync(feedOwner.client, feedId);
      expect(log).toMatchObject({ status: 'completed', propertiesCreated: 1, propertiesUpdated: DEMO_AGENT.length - 1, propertiesErrors: 0 });
      await pageCopyExpires();
      const page = (await visitor.get<TProperty>(`/api/properties/${imported.get(1)}`)).body;
      expect(page).toMatchObject({ userId: feedOwner.userId, agent: { id: feedOwner.userId } });
      expect(page.attribution).toBeUndefined();
      expect((await visitor.post(`/api/properties/${imported.get(1)}/leads`, inquiry)).status).toBe(201);

      const settled = await listingsByNumber(feedId);
      expect(settled.get(2)).not.toBe(membersListing);
      expect(await getProperty(db, settled.get(2)!)).toMatchObject({ userId: feedOwner.userId, mls: { configId: feedId, isPrivateFeed: true } });
      const membersLinks = (await getProperty(db, membersListing))!.mls!.links.map((link) => link.configId);
      expect(membersLinks).toContain(memberConfig);
      expect(membersLinks).not.toContain(feedId);
    },
    SYNC_TIMEOUT_MS,
  );
});
