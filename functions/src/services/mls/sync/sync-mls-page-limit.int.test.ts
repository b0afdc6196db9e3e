import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { ulid } from 'ulid';
import { TEST_PASSWORD } from '../../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../../test/http-client';
import { makeListing } from '../../../../test/listings';
import { createMlsConfiguration, localMlsConfiguration } from '../../../../test/mls';
import { createTestDeps } from '../../../../test/test-deps';
import type { TMlsListing } from '../../../adapters/mls/mls-client';
import { mlsClientFactory } from '../../../adapters/mls/mls-client-factory';
import { makeMlsListing } from '../../../adapters/mls/testing/make-mls-listing';
import { agentStatsEntity, getAgentStats } from '../../../data/agent-stats-repository';
import { getMlsConfiguration } from '../../../data/mls-configuration-repository';
import { countPropertiesByAgent } from '../../../data/property-repository';
import { saveSubscription } from '../../../data/subscription-repository';
import { createAccount } from '../../auth/create-account';
import { unbilledSubscriptionRecord } from '../../subscriptions/subscription-record';
import { publishAllowanceOf } from '../../subscriptions/publish-allowance';
import type { TMlsSyncDeps } from './mls-sync-deps';
import { syncMlsPage } from './sync-mls-page';

const DAY_MS = 86_400_000;
/** The Solo plan's active-listing limit (a trial is Solo). */
const LIMIT = 25;
/** Active listings the agent has when each test starts. */
const ALREADY_ACTIVE = 20;

/** A Solo trial agent (made in-process, signed in over HTTP) with an MLS configuration and 20 active listings counted. */
async function agentNearLimit() {
  const { deps } = createTestDeps(new Date());
  const email = uniqueEmail('race');
  const user = await createAccount(deps, {
    role: 'AGENT',
    displayName: 'Racing Agent',
    email,
    password: TEST_PASSWORD,
    consents: { terms: true, marketing: false },
  });
  const terms = {
    status: 'trialing',
    priceId: 'price_solo',
    plan: 'solo_monthly',
    currentPeriodEnd: new Date(Date.now() + 20 * DAY_MS).toISOString(),
    trialEnd: new Date(Date.now() + 10 * DAY_MS).toISOString(),
  } as const;
  await saveSubscription(deps.db, {
    ...unbilledSubscriptionRecord(user.id, terms, new Date()),
    stripeSubscriptionId: `sub_${ulid()}`,
    stripeCustomerId: `cus_${ulid()}`,
  });
  const client = createApiClient();
  expect((await client.post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).toBe(200);
  await deps.db.client.send(
    new UpdateCommand({
      TableName: deps.db.tableName,
      Key: agentStatsEntity.key({ userId: user.id }),
      UpdateExpression: 'SET activeListings = :n, entity = :entity',
      ExpressionAttributeValues: { ':n': ALREADY_ACTIVE, ':entity': agentStatsEntity.name },
    }),
  );
  const configId = await createMlsConfiguration(client, localMlsConfiguration());
  const config = (await getMlsConfiguration(deps.db, user.id, configId))!;
  const syncDeps: TMlsSyncDeps = {
    ...deps,
    clock: { now: () => new Date() },
    mlsClients: mlsClientFactory({ requestsPerSecond: 1000 }),
    photos: null,
    fetchMedia: fetch,
  };
  return { deps, syncDeps, userId: user.id, client, config };
}

/** Active MLS listings of the member, as a page of the feed has them. */
const mlsPage = (count: number, agentMlsId: string): TMlsListing[] =>
  Array.from({ length: count }, (_, i) =>
    makeMlsListing({
      listingKey: `RACE${ulid()}${i}`,
      modificationTimestamp: new Date(Date.now() - 60_000).toISOString(),
      listPrice: 400_000 + i * 1000,
      livingArea: 1700,
      unparsedAddress: `${100 + i} Race Lane`,
      streetNumber: `${100 + i}`,
      streetName: 'Race',
      publicRemarks: null,
      listOfficeName: 'Lone Star Realty',
      listAgentFullName: 'Racing Agent',
      raw: { ListAgentMlsId: agentMlsId },
    }),
  );

const publish = (client: ReturnType<typeof createApiClient>, i: number) =>
  client.post<{ code?: string }>('/api/properties', makeListing({ address: `${i} Manual Way`, status: 'active' }));

describe('an MLS sync page and publishes from the listing screen share the plan limit', () => {
  beforeAll(() => {
    Object.assign(process.env, inject('handlerEnv'));
  });

  it('a page written after manual publishes filled the plan (its allowance read before them) holds its new listings as drafts, saying why', async () => {
    const agent = await agentNearLimit();
    // The sync reads the allowance (room for 5) ...
    const allowance = await publishAllowanceOf(agent.deps, agent.userId);
    // ... then the agent publishes 5 by hand before the page is written.
    for (let i = 0; i < LIMIT - ALREADY_ACTIVE; i++) expect((await publish(agent.client, i)).status).toBe(201);
    const outcomes = await syncMlsPage(
      agent.syncDeps,
      { ...agent.config, registeredIdentity: null },
      { logId: ulid(), allowance },
      mlsPage(8, agent.config.agentMlsId!),
    );

    expect(outcomes.map((outcome) => outcome.kind)).toEqual(Array(8).fill('created'));
    for (const outcome of outcomes) expect(outcome).toMatchObject({ heldAsDraftReason: expect.stringMatching(/plan allows up to 25 active listings/) });
    expect((await getAgentStats(agent.deps.db, agent.userId)).activeListings).toBe(LIMIT);
    expect(await countPropertiesByAgent(agent.deps.db, { userId: agent.userId, status: 'active' })).toBe(LIMIT - ALREADY_ACTIVE);
    expect(await countPropertiesByAgent(agent.deps.db, { userId: agent.userId, status: 'draft' })).toBe(8);
  }, 60_000);

  it('a page and manual publishes running at once never pass the limit, in the counter or in active listings', async () => {
    const agent = await agentNearLimit();
    const allowance = await publishAllowanceOf(agent.deps, agent.userId);
    const [outcomes, ...publishes] = await Promise.all([
      syncMlsPage(agent.syncDeps, { ...agent.config, registeredIdentity: null }, { logId: ulid(), allowance }, mlsPage(8, agent.config.agentMlsId!)),
      ...Array.from({ length: 5 }, (_, i) => publish(agent.client, i)),
    ]);

    const published = publishes.filter((response) => response.status === 201).length;
    for (const refused of publishes.filter((response) => response.status !== 201)) expect(refused.body.code).toBe('PLAN_LIMIT_REACHED');
    const synced = outcomes.filter((outcome) => outcome.kind === 'created' && outcome.heldAsDraftReason === null).length;
    const active = await countPropertiesByAgent(agent.deps.db, { userId: agent.userId, status: 'active' });
    expect(active).toBe(published + synced);
    expect(ALREADY_ACTIVE + active).toBeLessThanOrEqual(LIMIT);
    expect((await getAgentStats(agent.deps.db, agent.userId)).activeListings).toBe(ALREADY_ACTIVE + active);
  }, 60_000);
});
