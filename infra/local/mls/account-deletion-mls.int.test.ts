import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TListPropertiesResponse, TProperty } from '@shared/schemas/property.schema';
import { TEST_PASSWORD, signUpActiveAgent } from '../../../functions/test/accounts';
import { accountErased, itemsMentioning } from '../../../functions/test/account-data';
import { fullSync, listingsByNumber } from '../../../functions/test/mls';
import { createProvenMlsConfiguration, registerTestMls, signUpAdmin } from '../../../functions/test/mls-trust';
import { getAgentStats } from '../../../functions/src/data/agent-stats-repository';
import { isBrowsable } from '../../../functions/src/data/property-index-keys';
import { sharedTestDb } from '../../../functions/test/test-deps';
import { LOCAL_MLS_MEMBERS } from './local-mls-members';
import { startLocalMlsServers, type TLocalMlsServers } from './start-local-mls-servers';

/** This test's own MLS (infra/local/mls/local-mls-members.ts): the demo agent lists 1–10 and co-lists 12 and 15; the second lists 11–16 and co-lists 3, 6 and 9. */
const DEMO_AGENT_ONLY = [1, 2, 4, 5, 7, 8, 10];
const CO_LISTED = [3, 6, 9, 12, 15];
const MLS_NAME = 'account-deletion test MLS';
const SYNC_TIMEOUT_MS = 180_000;

type TAgent = Awaited<ReturnType<typeof signUpActiveAgent>>;
/** Every string in an item (keys included) that contains one of `needles`. */
const mentionsIn = (value: unknown, needles: readonly string[]): string[] =>
  typeof value === 'string'
    ? needles.some((needle) => value.toLowerCase().includes(needle.toLowerCase()))
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value as object).flatMap((inner) => mentionsIn(inner, needles))
      : [];
const ownListings = async (agent: TAgent) =>
  (await agent.client.get<TListPropertiesResponse>(`/api/properties?userId=${agent.userId}&status=all&limit=100`)).body.items;

let servers: TLocalMlsServers;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'account-deletion-mls-'));
  servers = await startLocalMlsServers({ resoPort: 0, retsPort: 0, originatingSystemName: MLS_NAME, dataDir, listingCount: 20 });
  const admin = await signUpAdmin();
  await registerTestMls(
    admin.client,
    { serviceRoot: servers.reso.serviceRoot, tokenUrl: servers.reso.tokenUrl, retsLoginUrl: servers.rets.loginUrl },
    MLS_NAME,
  );
});
afterAll(async () => {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an agent with MLS listings deletes their account', () => {
  it(
    'passes the listings another verified link reaches to that agent, deletes the rest, and leaves nothing keyed by the account',
    async () => {
      const [listAgent, coListAgent] = await Promise.all([signUpActiveAgent(), signUpActiveAgent()]);
      const reso = {
        mlsProvider: 'Other',
        providerUrl: servers.reso.serviceRoot,
        tokenUrl: servers.reso.tokenUrl,
        username: servers.reso.clientId,
        password: servers.reso.clientSecret,
      };
      const firstConfig = await createProvenMlsConfiguration(listAgent.client, { ...reso, agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId }, MLS_NAME);
      const secondConfig = await createProvenMlsConfiguration(coListAgent.client, { ...reso, agentMlsId: LOCAL_MLS_MEMBERS.demoAgent2.mlsId }, MLS_NAME);
      await fullSync(listAgent.client, firstConfig);
      await fullSync(coListAgent.client, secondConfig);
      const first = await listingsByNumber(firstConfig);

      expect((await listAgent.client.post('/api/account/delete', { password: TEST_PASSWORD })).status).toBe(202);
      await accountErased(listAgent.userId);

      const page = async (id: string) => await coListAgent.client.get<TProperty>(`/api/properties/${id}`);
      for (const n of CO_LISTED) {
        const listing = (await page(first.get(n)!)).body;
        expect(listing.userId).toBe(coListAgent.userId);
        expect(listing.mlsAgents?.map((agent) => agent.id)).toEqual([coListAgent.userId]);
      }
      for (const n of DEMO_AGENT_ONLY) expect((await page(first.get(n)!)).status).toBe(404);
      const counted = (await ownListings(coListAgent)).filter(isBrowsable).length;
      expect((await getAgentStats(sharedTestDb(), coListAgent.userId)).activeListings).toBe(counted);
      // Nothing is keyed by the account or its address. What still names its id is the photos of the listings passed on:
      // their MLS photos were stored under the prefix of the account that imported them, and stay there for the new owner.
      const passedIds = new Set(CO_LISTED.map((n) => first.get(n)!));
      const mentions = (await itemsMentioning(listAgent.userId, listAgent.email)).map((item) => ({
        item,
        texts: mentionsIn(item, [listAgent.userId, listAgent.email]),
      }));
      for (const { item, texts } of mentions) {
        expect(passedIds.has(String(item.pk).replace('PROPERTY#', '')), `${String(item.pk)} / ${String(item.sk)}`).toBe(true);
        for (const text of texts) expect(text).toMatch(new RegExp(`^/photos/listings/${listAgent.userId}/[0-9A-Z]+/mls-[0-9a-f]+-\\d+w\\.webp$`));
      }
    },
    SYNC_TIMEOUT_MS,
  );
});
