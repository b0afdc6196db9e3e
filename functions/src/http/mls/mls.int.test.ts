import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { TMlsConfiguration, TMlsSyncLog } from '@shared/schemas/mls.schema';
import type { TListPropertiesResponse, TProperty } from '@shared/schemas/property.schema';
import { signUpActiveAgent } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { createMlsConfiguration, localMlsConfiguration, localRetsConfiguration, waitForSync } from '../../../test/mls';
import { sharedTestDb } from '../../../test/test-deps';
import { createProvenMlsConfiguration, registerMountedLocalMls } from '../../../test/mls-trust';
import { listMlsMappings } from '../../data/mls-mapping-repository';
import { getProperty } from '../../data/property-repository';
import { mlsMappingEntity } from '../../data/mls-records';
import * as ENTITY from '../../data/entity-names';
import * as keys from '../../data/keys';

type TClient = ReturnType<typeof createApiClient>;

/** Every item stored under a configuration: its sync logs and its listing mappings. */
async function configurationItems(configId: string): Promise<Record<string, unknown>[]> {
  const db = sharedTestDb();
  const result = await db.client.send(
    new QueryCommand({ TableName: db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.mlsConfigPartition(configId) } }),
  );
  return result.Items ?? [];
}

/** The test runtime's local MLS catalogue (infra/local/testing/api-global-setup.ts). */
const LISTINGS = 40;
/**
 * Of those, the demo agent member's (infra/local/mls/local-mls-members.ts): list agent of 1–10, co-list
 * agent of 12 and 15; the second demo agent's: list agent of 11–16, co-list of 3, 6 and 9; their office's: 1–16.
 */
const OWN = { demoAgent: 12, demoAgent2: 9, office: 16 };
/** A sync copies every photo through the upload checks and the web-size renderer: seconds, not milliseconds. */
const SYNC_TIMEOUT_MS = 120_000;

/**
 * The runtime's local MLS as a registered MLS of this file's own (functions/test/mls-trust.ts): its listings credit
 * it by its registry name and are one per ListingKey, and its members prove their ids. Unregistered, the same server
 * is a private feed (the configurations of the tests about forms, tests and owners).
 */
const MLS_NAME = 'MLS over HTTP Test MLS';
let registered: Awaited<ReturnType<typeof registerMountedLocalMls>>;
beforeAll(async () => {
  registered = await registerMountedLocalMls(MLS_NAME);
});

describe('MLS configurations over HTTP, synced by the worker from the local MLS', () => {
  let agent: TClient;
  let agentId: string;
  let other: TClient;

  beforeAll(async () => {
    const [first, second] = await Promise.all([signUpActiveAgent(), signUpActiveAgent()]);
    agent = first.client;
    agentId = first.userId;
    other = second.client;
  });

  it('refuses an empty form with every message of the spec, and stores nothing', async () => {
    const response = await agent.post<{ errors: { path: string; message: string }[] }>('/api/mls/configurations', {});
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e) => e.message)).toEqual([
      'MLS Provider is required',
      'Please enter a valid URL',
      'Username is required',
      'Password is required',
    ]);
    expect((await agent.get<{ items: unknown[] }>('/api/mls/configurations')).body.items).toEqual([]);
  });

  it('stores a configuration with its password sealed: no route ever answers it', async () => {
    const id = await createMlsConfiguration(agent, localMlsConfiguration({ password: inject('localMls').clientSecret }));
    const list = await agent.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations');
    const config = list.body.items.find((item) => item.id === id)!;
    expect(config).toMatchObject({
      mlsProvider: 'Other',
      protocol: 'RESO Web API',
      hasPassword: true,
      isActive: true,
      autoSync: false,
      syncFrequency: 3600,
      userAgent: 'OpenHouse Market/1.0',
      version: null,
      latestSync: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(inject('localMls').clientSecret);
  });

  it("tests the connection: the server's own words, success or not", async () => {
    const good = await createMlsConfiguration(agent);
    const bad = await createMlsConfiguration(agent, localMlsConfiguration({ password: 'wrong-secret' }));
    const ok = await agent.post<{ success: boolean; message: string }>(`/api/mls/configurations/${good}/test`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, details: expect.stringContaining('Property') });
    const refused = await agent.post<{ success: boolean; message: string }>(`/api/mls/configurations/${bad}/test`);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/refused the credentials \(401\)/);
  });

  it(
    'syncs in the background: 202 at once, a second request refused while it runs, then the log completed and the listings imported with attribution',
    async () => {
      const id = await createProvenMlsConfiguration(agent, registered.reso(), MLS_NAME);
      const started = await agent.post<{ log: TMlsSyncLog }>(`/api/mls/configurations/${id}/sync`, { syncType: 'full' });
      expect(started.status).toBe(202);
      expect(started.body.log).toMatchObject({ status: 'in_progress', syncType: 'full' });
      const again = await agent.post(`/api/mls/configurations/${id}/sync`, { syncType: 'incremental' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'SYNC_ALREADY_RUNNING' });

      const log = await waitForSync(agent, id);
      // Every record read; only the member's imported, the other members' counted apart, not as errors.
      expect(log).toMatchObject({
        status: 'completed',
        isInitial: true,
        propertiesProcessed: LISTINGS,
        propertiesNotYours: LISTINGS - OWN.demoAgent,
        propertiesUpdated: 0,
        propertiesErrors: 0,
        failureReason: null,
        total: LISTINGS,
      });
      expect(log.propertiesCreated + log.propertiesRefused).toBe(OWN.demoAgent);
      expect(log.propertiesCreated).toBeGreaterThan(8);

      const mine = await agent.get<TListPropertiesResponse>(`/api/properties?userId=${agentId}&status=all&limit=100`);
      const imported = mine.body.items.filter((item) => item.attribution?.mlsName === MLS_NAME);
      expect(imported.length).toBe(log.propertiesCreated);
      const detail = await agent.get<TProperty>(`/api/properties/${imported[0]!.id}`);
      expect(detail.body.attribution).toMatchObject({ mlsName: MLS_NAME, synced: true, disclaimer: expect.stringContaining('not guaranteed') });
      expect(detail.body.images.length).toBeGreaterThan(0);

      const incremental = await agent.post(`/api/mls/configurations/${id}/sync`, { syncType: 'incremental' });
      expect(incremental.status).toBe(202);
      const second = await waitForSync(agent, id);
      expect(second).toMatchObject({ status: 'completed', isInitial: false, propertiesCreated: 0, propertiesUpdated: 0 });
    },
    SYNC_TIMEOUT_MS,
  );

  it(
    'syncs the same homes over RETS 1.7.2, crediting a private feed by nothing and a registered MLS by its own name, whatever the agent typed',
    async () => {
      // Another account (the same MLS over RESO and RETS is one MLS: the first account's RETS configuration would
      // link to the listings its RESO one made). Its RETS Test proves the member: the Login is the demo agent's.
      const { client: retsAgent, userId: retsAgentId } = await signUpActiveAgent();
      const { members, retsUsers } = inject('localMls');
      const retsLogin = retsUsers.find((user) => user.memberMlsId === members.demoAgent2)!;
      const id = await createProvenMlsConfiguration(
        retsAgent,
        registered.rets({ mlsName: 'Central Texas MLS', agentMlsId: members.demoAgent2, username: retsLogin.username, password: retsLogin.password }),
        MLS_NAME,
      );
      await retsAgent.post(`/api/mls/configurations/${id}/sync`, { syncType: 'full' });
      const log = await waitForSync(retsAgent, id);
      expect(log).toMatchObject({ status: 'completed', propertiesProcessed: LISTINGS, propertiesNotYours: LISTINGS - OWN.demoAgent2, propertiesErrors: 0 });
      expect(log.propertiesCreated + log.propertiesRefused).toBe(OWN.demoAgent2);
      const mine = await retsAgent.get<TListPropertiesResponse>(`/api/properties?userId=${retsAgentId}&status=all&limit=100`);
      expect(mine.body.items.some((item) => item.attribution?.mlsName === MLS_NAME)).toBe(true);
      expect(mine.body.items.some((item) => item.attribution?.mlsName === 'Central Texas MLS')).toBe(false);

      // The same server, unregistered, is the account's private feed: its listings are its own, with no MLS attribution.
      const { client: feedAgent, userId: feedAgentId } = await signUpActiveAgent();
      const feedId = await createMlsConfiguration(feedAgent, localRetsConfiguration({ mlsName: 'Central Texas MLS' }));
      await feedAgent.post(`/api/mls/configurations/${feedId}/sync`, { syncType: 'full' });
      expect(await waitForSync(feedAgent, feedId)).toMatchObject({ status: 'completed', propertiesErrors: 0 });
      const feed = await feedAgent.get<TListPropertiesResponse>(`/api/properties?userId=${feedAgentId}&status=all&limit=100`);
      expect(feed.body.items.length).toBeGreaterThan(0);
      expect(feed.body.items.every((item) => item.attribution === undefined)).toBe(true);
    },
    SYNC_TIMEOUT_MS,
  );

  it('toggles Active: an inactive configuration does not sync', async () => {
    const id = await createMlsConfiguration(agent);
    const patched = await agent.request<TMlsConfiguration>('PATCH', `/api/mls/configurations/${id}`, { json: { isActive: false } });
    expect(patched.body.isActive).toBe(false);
    expect((await agent.post(`/api/mls/configurations/${id}/sync`, { syncType: 'incremental' })).status).toBe(409);
  });

  it('another agent can neither see, test, sync, change nor delete my configuration', async () => {
    const id = await createMlsConfiguration(agent);
    expect((await other.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations')).body.items.map((c) => c.id)).not.toContain(id);
    expect((await other.get(`/api/mls/configurations/${id}/logs`)).status).toBe(404);
    expect((await other.post(`/api/mls/configurations/${id}/test`)).status).toBe(404);
    expect((await other.post(`/api/mls/configurations/${id}/sync`, { syncType: 'full' })).status).toBe(404);
    expect((await other.request('PATCH', `/api/mls/configurations/${id}`, { json: { isActive: false } })).status).toBe(404);
    expect((await other.request('DELETE', `/api/mls/configurations/${id}`)).status).toBe(404);
    expect((await agent.get(`/api/mls/configurations/${id}/logs`)).status).toBe(200);
  });

  it(
    'deletes a configuration with its logs and mappings; the imported listings stay, no longer synced',
    async () => {
      const owner = await signUpActiveAgent();
      const id = await createProvenMlsConfiguration(owner.client, registered.reso(), MLS_NAME);
      await owner.client.post(`/api/mls/configurations/${id}/sync`, { syncType: 'full' });
      const log = await waitForSync(owner.client, id);
      const stored = await configurationItems(id);
      expect(stored.filter((item) => item.entity === ENTITY.mlsSyncLog)).toHaveLength(1);
      const mappings = stored.filter((item) => item.entity === ENTITY.mlsMapping);
      expect(mappings).toHaveLength(OWN.demoAgent);
      // Each listing keeps its whole MLS record, fields our model lacks included; each names the member.
      const demoAgent = inject('localMls').members.demoAgent;
      for (const mapping of mappings.filter((item) => item.syncStatus === 'synced').map((item) => mlsMappingEntity.parse(item))) {
        expect(mapping.raw).toMatchObject({
          ListingKey: mapping.mlsListingId,
          CountyOrParish: expect.any(String),
          ListAgentKey: expect.any(String),
          OriginalEntryTimestamp: expect.any(String),
        });
        expect([mapping.raw!.ListAgentMlsId, mapping.raw!.CoListAgentMlsId]).toContain(demoAgent);
      }

      const ownedBefore = await owner.client.get<TListPropertiesResponse>(`/api/properties?userId=${owner.userId}&status=all&limit=100`);
      expect(ownedBefore.body.items.length).toBeGreaterThan(0);
      const deleted = await owner.client.request('DELETE', `/api/mls/configurations/${id}`);
      expect(deleted.body).toMatchObject({ success: true, message: 'Configuration Deleted' });
      expect((await owner.client.get(`/api/mls/configurations/${id}/logs`)).status).toBe(404);
      expect(await configurationItems(id)).toEqual([]);
      const after = await owner.client.get<TListPropertiesResponse>(`/api/properties?userId=${owner.userId}&status=all&limit=100`);
      // What it owned stays its own, but for listings another proven member of this MLS links (this file's other
      // tests' co-list agents): those pass to them, synced.
      expect(log.propertiesCreated + log.propertiesUpdated).toBe(OWN.demoAgent - log.propertiesRefused);
      const kept = new Set(after.body.items.map((item) => item.id));
      for (const { id: listingId } of ownedBefore.body.items.filter((item) => !kept.has(item.id))) {
        const passed = (await getProperty(sharedTestDb(), listingId))!;
        expect(passed.userId).not.toBe(owner.userId);
        expect(passed.mls).toMatchObject({ synced: true, links: [expect.objectContaining({ userId: passed.userId })] });
      }
      expect(after.body.items.every((item) => ownedBefore.body.items.some((before) => before.id === item.id))).toBe(true);
      expect(after.body.items.every((item) => item.attribution?.synced === false)).toBe(true);
    },
    SYNC_TIMEOUT_MS,
  );
});

/** A listing's card in browse: the public listings of a small box around it, under contract too (other files' copies of the local MLS share its place), page by page. */
async function browseCardOf(page: TProperty) {
  const { lat, lng } = page.coordinates!;
  let cursor: string | null = null;
  for (let read = 0; read < 20; read++) {
    const query: URLSearchParams = new URLSearchParams({
      bbox: `${lng - 0.001},${lat - 0.001},${lng + 0.001},${lat + 0.001}`,
      includeUnderContract: 'true',
      limit: '100',
      ...(cursor ? { cursor } : {}),
    });
    const { body }: { body: TListPropertiesResponse } = await createApiClient().get<TListPropertiesResponse>(`/api/properties?${query}`);
    const card = body.items.find((item) => item.id === page.id);
    if (card || !body.nextCursor) return card;
    cursor = body.nextCursor;
  }
  return undefined;
}

describe('two agents and a broker sync the same local MLS', () => {
  it(
    'each gets exactly the listings where they are list or co-list agent (the broker: their office’s), the rest counted as not theirs',
    async () => {
      const { members } = inject('localMls');
      const first = await signUpActiveAgent();
      const second = await signUpActiveAgent();
      const broker = await signUpActiveAgent('BROKER');
      // The second agent's RETS login is their own: its Login proves their id.
      const retsLogin = inject('localMls').retsUsers.find((user) => user.memberMlsId === members.demoAgent2)!;
      const runs = [
        { account: first, body: registered.reso({ agentMlsId: members.demoAgent }), own: OWN.demoAgent },
        {
          account: second,
          body: registered.rets({ agentMlsId: members.demoAgent2, username: retsLogin.username, password: retsLogin.password }),
          own: OWN.demoAgent2,
        },
        { account: broker, body: registered.reso({ agentMlsId: undefined, officeMlsId: members.office }), own: OWN.office },
      ];
      for (const run of runs) {
        const id = await createProvenMlsConfiguration(run.account.client, run.body, MLS_NAME);
        await run.account.client.post(`/api/mls/configurations/${id}/sync`, { syncType: 'full' });
        const log = await waitForSync(run.account.client, id);
        expect(log).toMatchObject({ status: 'completed', propertiesProcessed: LISTINGS, propertiesNotYours: LISTINGS - run.own, propertiesErrors: 0 });
        // Listings an earlier test's holder of the same id made pass to this one (updated, not created).
        expect(log.propertiesCreated + log.propertiesUpdated + log.propertiesRefused).toBe(run.own);
        // A listing another configuration reached first (a co-listed one, the office's agent's) is linked, not
        // copied: every listing reached names the member, and the account owns the ones it made.
        const reached = (await listMlsMappings(sharedTestDb(), id)).filter((mapping) => mapping.syncStatus === 'synced');
        expect(reached).toHaveLength(log.propertiesCreated + log.propertiesUpdated);
        for (const mapping of reached) {
          const page = await run.account.client.get<TProperty>(`/api/properties/${mapping.propertyId}`);
          expect(page.body.mlsAgents?.map((agent) => agent.id)).toContain(run.account.userId);
          // The page's agent is the one the MLS names first (its list agent), whichever account reached it first and owns it.
          expect(page.body.agent?.id).toBe(page.body.mlsAgents?.[0]?.id);
        }
        const listed = await run.account.client.get<TListPropertiesResponse>(`/api/properties?userId=${run.account.userId}&status=all&limit=100`);
        expect(listed.body.items.length).toBeLessThanOrEqual(reached.length);
        expect(listed.body.items.every((listing) => reached.some((mapping) => mapping.propertyId === listing.id))).toBe(true);
      }
      // 12 and 15: the second agent lists them and the first co-lists them. The page names the list agent as its agent
      // (as its attribution's "Listing agent") and the first as co-listing agent, whichever of them reached it first and
      // owns it (which one did depends on the syncs earlier in this file; the loop above holds the rule for every page).
      const secondsMappings = (
        await listMlsMappings(sharedTestDb(), (await second.client.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations')).body.items[0]!.id)
      ).filter((mapping) => mapping.syncStatus === 'synced');
      const hasRole = (page: TProperty, userId: string, role: string) =>
        page.mlsAgents?.some((agent) => agent.id === userId && agent.mlsRole === role) ?? false;
      const coListed: TProperty[] = [];
      for (const mapping of secondsMappings) {
        const page = (await second.client.get<TProperty>(`/api/properties/${mapping.propertyId}`)).body;
        if (hasRole(page, second.userId, 'list-agent') && hasRole(page, first.userId, 'co-list-agent')) coListed.push(page);
      }
      expect(coListed).toHaveLength(2);
      for (const page of coListed) {
        expect(page.agent?.id).toBe(second.userId);
        expect(page.mlsAgents?.map((agent) => [agent.id, agent.mlsRole])).toEqual([
          [second.userId, 'list-agent'],
          [first.userId, 'co-list-agent'],
          [broker.userId, 'office'],
        ]);
        // The local MLS names the second demo member Jordan Rivera (infra/local/mls/local-mls-members.ts).
        expect(page.attribution?.listingAgentName).toBe('Jordan Rivera');
        // Its card in browse (here: the listings of a box around it) names the same agent as its page, not its owner.
        expect((await browseCardOf(page))?.agent?.id).toBe(second.userId);
        // An inquiry goes to the agent the page names: the list agent's leads have it, the co-list agent's do not.
        const sent = await createApiClient().post(`/api/properties/${page.id}/leads`, {
          name: 'Casey Coe',
          email: `casey-${page.id.toLowerCase()}@example.test`,
          message: 'Is it still available?',
        });
        expect(sent.status).toBe(201);
        const leadsOf = async (client: TClient) => (await client.get<{ items: { email: string }[] }>(`/api/leads?listingId=${page.id}`)).body.items;
        expect((await leadsOf(second.client)).map((lead) => lead.email)).toEqual([`casey-${page.id.toLowerCase()}@example.test`]);
        expect(await leadsOf(first.client)).toEqual([]);
      }
    },
    3 * SYNC_TIMEOUT_MS,
  );

  it('asks for the member’s MLS identity, and keeps an office MLS id for brokers', async () => {
    const { client } = await signUpActiveAgent();
    const noIdentity = await client.post<{ errors: { path: string; message: string }[] }>(
      '/api/mls/configurations',
      localMlsConfiguration({ agentMlsId: undefined }),
    );
    expect(noIdentity.status).toBe(400);
    expect(noIdentity.body.errors).toEqual([{ path: 'agentMlsId', message: 'Enter your agent MLS ID (or, for a brokerage, its office MLS ID)' }]);
    const office = await client.post<{ errors: { path: string }[] }>(
      '/api/mls/configurations',
      localMlsConfiguration({ officeMlsId: inject('localMls').members.office }),
    );
    expect(office.status).toBe(400);
    expect(office.body.errors.map((error) => error.path)).toEqual(['officeMlsId']);
  });
});
