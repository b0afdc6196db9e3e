/** Keys of the local Stripe stand-in. They unlock nothing anywhere else, so they may live in code. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_stand_in_0000000000';
export const LOCAL_STRIPE_PUBLISHABLE_KEY = 'pk_test_local_stand_in_0000000000';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_stand_in_0000000000';

/** The API version the stand-in claims in events (the adapter pins the same one). */
export const LOCAL_STRIPE_API_VERSION = '2026-10-28.endive';

/** One recurring price the stand-in sells, seeded from configuration. */
export type TLocalPrice = { id: string; lookupKey: string; nickname: string; unitAmount: number; currency: string; interval: 'month' | 'year' };

/** The four plans of the subscribe screen (spec §9), by lookup key. */
export const LOCAL_STRIPE_PRICES: readonly TLocalPrice[] = [
  { id: 'price_local_solo_monthly', lookupKey: 'solo_monthly', nickname: 'Solo Agent Monthly', unitAmount: 2900, currency: 'usd', interval: 'month' },
  { id: 'price_local_solo_annual', lookupKey: 'solo_annual', nickname: 'Solo Annual', unitAmount: 29900, currency: 'usd', interval: 'year' },
  { id: 'price_local_team_monthly', lookupKey: 'team_monthly', nickname: 'Team Monthly', unitAmount: 9900, currency: 'usd', interval: 'month' },
  { id: 'price_local_team_annual', lookupKey: 'team_annual', nickname: 'Team Annual', unitAmount: 99900, currency: 'usd', interval: 'year' },
];
