import { PLAN_KEYS, PLAN_NAMES, PLAN_PRICES } from '@shared/constants/plans';

/** Keys of the local Stripe stand-in. They unlock nothing anywhere else, so they may live in code. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_stand_in_0000000000';
export const LOCAL_STRIPE_PUBLISHABLE_KEY = 'pk_test_local_stand_in_0000000000';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_stand_in_0000000000';

/** One recurring price the stand-in sells, seeded from configuration. */
export type TLocalPrice = { id: string; lookupKey: string; nickname: string; unitAmount: number; currency: string; interval: 'month' | 'year' };

/** The four plans of the subscribe screen (spec §9), by lookup key, at the prices the screens show. */
export const LOCAL_STRIPE_PRICES: readonly TLocalPrice[] = PLAN_KEYS.map((plan) => ({
  id: `price_local_${plan}`,
  lookupKey: plan,
  nickname: PLAN_NAMES[plan],
  unitAmount: PLAN_PRICES[plan].dollars * 100,
  currency: 'usd',
  interval: PLAN_PRICES[plan].interval,
}));
