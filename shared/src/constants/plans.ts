/** The subscribe screen's four plans (spec §9); each maps to one configured payment price. */
export const PLAN_KEYS = ['solo_monthly', 'solo_annual', 'team_monthly', 'team_annual'] as const;
export type TPlanKey = (typeof PLAN_KEYS)[number];

export const DEFAULT_PLAN_KEY: TPlanKey = 'solo_monthly';

/** Active listings a plan allows at once (drafts are not counted). */
export const PLAN_LISTING_LIMITS: Record<TPlanKey, number> = { solo_monthly: 25, solo_annual: 25, team_monthly: 100, team_annual: 100 };

export const PLAN_NAMES: Record<TPlanKey, string> = {
  solo_monthly: 'Solo Agent Monthly',
  solo_annual: 'Solo Annual',
  team_monthly: 'Team Monthly',
  team_annual: 'Team Annual',
};

/** Length of the free trial a new agent or broker starts at sign-up. */
export const TRIAL_DAYS = 14;

/**
 * What each plan costs, in whole US dollars per interval: the one source for the landing page, the subscribe
 * screen and the local payment stand-in's prices (a real Stripe account's prices must match these).
 */
export const PLAN_PRICES: Record<TPlanKey, { dollars: number; interval: 'month' | 'year' }> = {
  solo_monthly: { dollars: 29, interval: 'month' },
  solo_annual: { dollars: 299, interval: 'year' },
  team_monthly: { dollars: 99, interval: 'month' },
  team_annual: { dollars: 999, interval: 'year' },
};

/** 1299 → '1,299'. Not toLocaleString: LANDING_PLANS (plan-offers.ts) calls this as the module loads, and the first
 * toLocaleString loads ICU's number formatting, which cost every function ~5 ms of its cold start (issue 27). */
const withThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '$29/month' */
export const planPriceLabel = (plan: TPlanKey): string => `$${withThousands(PLAN_PRICES[plan].dollars)}/${PLAN_PRICES[plan].interval}`;

/** What a year on the annual plan saves against twelve months of the monthly one (solo: $49, team: $189). */
export const annualSavingsDollars = (monthly: TPlanKey, annual: TPlanKey): number => 12 * PLAN_PRICES[monthly].dollars - PLAN_PRICES[annual].dollars;
