import { PLAN_KEYS } from '@shared/constants/plans';
import { type TBillingResponse, type TBillingSubscription, ZBillingSubscriptionSchema } from '@shared/schemas/billing.schema';
import { getSubscription, type TSubscriptionRecord } from '../../data/subscription-repository';
import type { TUserActor } from '../actor';
import type { TBillingDeps } from './billing-deps';
import { canList } from './can-list';
import { listingLimitOf } from './plan-limit';

/** The stored subscription's public fields (the schema drops the provider ids) and what they allow now. */
function toBillingSubscription(auth: TUserActor, subscription: TSubscriptionRecord, now: Date): TBillingSubscription {
  return ZBillingSubscriptionSchema.parse({
    ...subscription,
    allowsListing: canList(auth.user, auth.profile, subscription, now),
    listingLimit: listingLimitOf(subscription),
  });
}

/** The billing answer for a subscription already in hand (GET /api/billing, and the answer to a change). */
export function billingResponseOf(deps: TBillingDeps, auth: TUserActor, subscription: TSubscriptionRecord | null): TBillingResponse {
  return {
    subscription: subscription && toBillingSubscription(auth, subscription, deps.clock.now()),
    hasPaymentAccount: Boolean(auth.user.stripeCustomerId ?? subscription?.stripeCustomerId),
    plans: PLAN_KEYS.map((plan) => ({ plan, priceId: deps.prices[plan] })),
  };
}

/** GET /api/billing: the caller's subscription as last reported by the provider, and the plans' price ids. */
export async function getBilling(deps: TBillingDeps, auth: TUserActor): Promise<TBillingResponse> {
  return billingResponseOf(deps, auth, await getSubscription(deps.db, auth.user.id));
}
