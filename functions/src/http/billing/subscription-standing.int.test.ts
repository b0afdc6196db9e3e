import { inject } from 'vitest';
import { ulid } from 'ulid';
import type { TAccount } from '@shared/schemas/account.schema';
import type { TBillingResponse, TBillingStatus } from '@shared/schemas/billing.schema';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { TEST_PASSWORD } from '../../../test/accounts';
import { standInKeys, storedSubscription } from '../../../test/billing';
import { createApiClient, uniqueEmail } from '../../../test/http-client';
import { makeListing } from '../../../test/listings';
import { createTestDeps } from '../../../test/test-deps';
import { createStripePayments } from '../../adapters/payments/stripe-payments';
import { planPricesFromEnv, ZPlanPricesEnvSchema } from '../../adapters/payments/payments-config';
import { saveSubscription } from '../../data/subscription-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { createAccount } from '../../services/auth/create-account';
import { startTrial } from '../../services/subscriptions/start-trial';
import { unbilledSubscriptionRecord } from '../../services/subscriptions/subscription-record';

const DAY_MS = 86_400_000;

/**
 * An agent account made in-process, so that no provider subscription (and none of its webhooks) exists
 * unless the test stores one; then signed in through the API like anyone.
 */
async function agentAt(signedUpAt: Date) {
  const { deps } = createTestDeps(signedUpAt);
  const email = uniqueEmail('agent');
  const user = await createAccount(deps, {
    role: 'AGENT',
    displayName: 'Lapsed Agent',
    email,
    password: TEST_PASSWORD,
    consents: { terms: true, marketing: false },
  });
  const client = createApiClient();
  expect((await client.post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).toBe(200);
  return { deps, user, client };
}

/** Sign-up's trial while the payment provider cannot be reached (nothing listens on port 9). */
async function startTrialWithoutProvider(agent: Awaited<ReturnType<typeof agentAt>>) {
  const payments = createStripePayments({ ...standInKeys(), apiUrl: 'http://127.0.0.1:9' });
  const prices = planPricesFromEnv(ZPlanPricesEnvSchema.parse(inject('handlerEnv')));
  await startTrial({ ...agent.deps, payments, prices, paymentsApiUrl: null, paymentsPublishableKey: '' }, agent.user);
}

const standingOf = async (client: ReturnType<typeof createApiClient>) => {
  const { subscriptionStatus, canList } = (await client.get<TCurrentUser>('/api/auth/user')).body;
  return { subscriptionStatus, canList, account: (await client.get<TAccount>('/api/account')).body.subscriptionStatus };
};

describe('a local trial (the provider unreachable at sign-up)', () => {
  it('lets the agent list until it ends', async () => {
    const agent = await agentAt(new Date(Date.now() - 13 * DAY_MS));
    await startTrialWithoutProvider(agent);
    expect(await storedSubscription(agent.user.id)).toMatchObject({ status: 'trialing', stripeSubscriptionId: null });
    expect(await standingOf(agent.client)).toEqual({ subscriptionStatus: 'active', canList: true, account: 'active' });
    expect((await agent.client.post('/api/properties', makeListing())).status).toBe(201);
  });

  it('reads as ended everywhere once over, as the listing check has it, though the user record still says active', async () => {
    const agent = await agentAt(new Date(Date.now() - 15 * DAY_MS));
    await startTrialWithoutProvider(agent);
    expect((await getUserWithProfile(agent.deps.db, agent.user.id, { consistent: true }))?.user.subscriptionStatus).toBe('active');
    expect(await standingOf(agent.client)).toEqual({ subscriptionStatus: 'inactive', canList: false, account: 'inactive' });
    const billing = await agent.client.get<TBillingResponse>('/api/billing');
    expect(billing.body.subscription).toMatchObject({ status: 'trialing', allowsListing: false });
    const refused = await agent.client.post<{ code: string }>('/api/properties', makeListing());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SUBSCRIPTION_REQUIRED');
  });
});

describe('a failed payment', () => {
  /** The provider's subscription in `status`, stored as its webhook would (ids of no real subscription: no webhook follows). */
  async function agentWithStatus(status: TBillingStatus) {
    const agent = await agentAt(new Date());
    const terms = {
      status,
      priceId: 'price_solo',
      plan: 'solo_monthly',
      currentPeriodEnd: new Date(Date.now() + 20 * DAY_MS).toISOString(),
      trialEnd: null,
    } as const;
    const record = {
      ...unbilledSubscriptionRecord(agent.user.id, terms, new Date()),
      stripeSubscriptionId: `sub_${ulid()}`,
      stripeCustomerId: `cus_${ulid()}`,
    };
    await saveSubscription(agent.deps.db, record);
    return agent;
  }

  it('still lets the agent create and publish while the provider retries it (past_due), with the status inactive', async () => {
    const agent = await agentWithStatus('past_due');
    expect(await standingOf(agent.client)).toEqual({ subscriptionStatus: 'inactive', canList: true, account: 'inactive' });
    expect((await agent.client.post('/api/properties', makeListing())).status).toBe(201);
    expect(
      (
        await agent.client.post('/api/open-houses', {
          title: 'Open',
          address: '1 Main St, Austin, TX 78701',
          price: 300000,
          startsAt: '2099-01-01T10:00',
          endsAt: '2099-01-01T12:00',
        })
      ).status,
    ).toBe(201);
  });

  it.each<TBillingStatus>(['unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'])('stops listing once the subscription is %s', async (status) => {
    const agent = await agentWithStatus(status);
    expect(await standingOf(agent.client)).toEqual({ subscriptionStatus: 'inactive', canList: false, account: 'inactive' });
    const refused = await agent.client.post<{ code: string }>('/api/properties', makeListing());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SUBSCRIPTION_REQUIRED');
  });
});
