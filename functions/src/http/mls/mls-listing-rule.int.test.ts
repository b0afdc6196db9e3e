import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { ulid } from 'ulid';
import type { TBillingStatus } from '@shared/schemas/billing.schema';
import type { TMlsSyncLog } from '@shared/schemas/mls.schema';
import type { TListPropertiesResponse } from '@shared/schemas/property.schema';
import { TEST_PASSWORD } from '../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { makeListing } from '../../../test/listings';
import { createMlsConfiguration, localMlsConfiguration, waitForSync } from '../../../test/mls';
import { createTestDeps } from '../../../test/test-deps';
import { mlsClientFactory } from '../../adapters/mls/mls-client-factory';
import { agentStatsEntity, getAgentStats } from '../../data/agent-stats-repository';
import { listMlsSyncLogs } from '../../data/mls-sync-log-repository';
import { saveSubscription } from '../../data/subscription-repository';
import { systemActor } from '../../services/actor';
import { createAccount } from '../../services/auth/create-account';
import { handleMlsSyncMessage } from '../../services/mls/sync/run-mls-sync';
import { unbilledSubscriptionRecord } from '../../services/subscriptions/subscription-record';
import { SUBSCRIPTION_LAPSED_REASON } from '../../services/subscriptions/publish-allowance';

const DAY_MS = 86_400_000;
const SYNC_TIMEOUT_MS = 180_000;

/** An agent (made in-process, signed in over HTTP) whose subscription the test stores: a Solo trial, or one that ended. */
async function agentWith(status: TBillingStatus) {
  const { deps } = createTestDeps(new Date());
  const email = uniqueEmail('agent');
  const user = await createAccount(deps, {
    role: 'AGENT',
    displayName: 'MLS Agent',
    email,
    password: TEST_PASSWORD,
    consents: { terms: true, marketing: false },
  });
  const terms = {
    status,
    priceId: 'price_solo',
    plan: 'solo_monthly',
    currentPeriodEnd: new Date(Date.now() + 20 * DAY_MS).toISOString(),
    trialEnd: status === 'trialing' ? new Date(Date.now() + 10 * DAY_MS).toISOString() : null,
  } as const;
  await saveSubscription(deps.db, {
    ...unbilledSubscriptionRecord(user.id, terms, new Date()),
    stripeSubscriptionId: `sub_${ulid()}`,
    stripeCustomerId: `cus_${ulid()}`,
  });
  const client = createApiClient();
  expect((await client.post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).toBe(200);
  return { deps, userId: user.id, client };
}

const listingsOf = async (agent: Awaited<ReturnType<typeof agentWith>>) =>
  (await agent.client.get<TListPropertiesResponse>(`/api/properties?userId=${agent.userId}&status=all&limit=100`)).body.items;

async function fullSync(agent: Awaited<ReturnType<typeof agentWith>>): Promise<TMlsSyncLog> {
  const id = await createMlsConfiguration(agent.client, localMlsConfiguration());
  expect((await agent.client.post(`/api/mls/configurations/${id}/sync`, { syncType: 'full' })).status).toBe(202);
  return waitForSync(agent.client, id);
}

describe('an MLS sync publishes only what the listing rule (can-list, the plan limit) allows', () => {
  it(
    '(a) a trial agent near the Solo limit of 25: the sync publishes up to the limit and keeps the rest as drafts, saying why',
    async () => {
      const agent = await agentWith('trialing');
      // 22 listings published already (as if typed on the listing screen).
      await agent.deps.db.client.send(
        new UpdateCommand({
          TableName: agent.deps.db.tableName,
          Key: agentStatsEntity.key({ userId: agent.userId }),
          UpdateExpression: 'SET activeListings = :n, entity = :entity',
          ExpressionAttributeValues: { ':n': 22, ':entity': agentStatsEntity.name },
        }),
      );
      const log = await fullSync(agent);
      expect(log.status).toBe('completed');
      const published = (await listingsOf(agent)).filter((listing) => listing.status === 'active');
      expect(published).toHaveLength(3);
      expect(log.propertiesHeldAsDrafts).toBeGreaterThan(0);
      expect(log.heldAsDraftReason).toMatch(/plan allows up to 25 active listings/);
      expect((await getAgentStats(agent.deps.db, agent.userId)).activeListings).toBe(25);
      // And the plan is as full for the listing screen.
      expect((await agent.client.post<{ code: string }>('/api/properties', { ...makeListing(), status: 'active' })).body.code).toBe('PLAN_LIMIT_REACHED');
    },
    SYNC_TIMEOUT_MS,
  );

  it(
    '(b) an agent whose subscription ended (canList false): the sync publishes nothing and says why',
    async () => {
      const agent = await agentWith('canceled');
      expect((await agent.client.post<{ code: string }>('/api/properties', makeListing())).body.code).toBe('SUBSCRIPTION_REQUIRED');
      const log = await fullSync(agent);
      expect(log.status).toBe('completed');
      expect(log.propertiesCreated).toBeGreaterThan(0);
      expect(log.propertiesHeldAsDrafts).toBeGreaterThan(0);
      expect(log.heldAsDraftReason).toBe(SUBSCRIPTION_LAPSED_REASON);
      expect((await listingsOf(agent)).filter((listing) => listing.status === 'active')).toEqual([]);
      expect((await getAgentStats(agent.deps.db, agent.userId)).activeListings).toBe(0);
    },
    SYNC_TIMEOUT_MS,
  );

  it(
    '(b) and a scheduled auto-sync after the lapse publishes nothing either',
    async () => {
      const agent = await agentWith('canceled');
      const id = await createMlsConfiguration(agent.client, localMlsConfiguration({ autoSync: true }));
      // The configuration's schedule fires (the worker starts the run itself): its first run reads the whole feed.
      Object.assign(process.env, inject('handlerEnv'));
      const workerDeps = {
        ...agent.deps,
        clock: { now: () => new Date() },
        mlsClients: mlsClientFactory({ requestsPerSecond: 1000 }),
        photos: null,
        fetchMedia: fetch,
      };
      await handleMlsSyncMessage(workerDeps, systemActor('mls-schedule'), { kind: 'scheduled', userId: agent.userId, configId: id }, { id: 'tick' });
      const [scheduled] = await listMlsSyncLogs(agent.deps.db, id, 1);
      expect(scheduled).toMatchObject({ status: 'completed', syncType: 'incremental', isInitial: true, heldAsDraftReason: SUBSCRIPTION_LAPSED_REASON });
      expect(scheduled!.propertiesHeldAsDrafts).toBeGreaterThan(0);
      expect((await listingsOf(agent)).filter((listing) => listing.status === 'active')).toEqual([]);
      expect((await getAgentStats(agent.deps.db, agent.userId)).activeListings).toBe(0);
    },
    SYNC_TIMEOUT_MS,
  );
});
