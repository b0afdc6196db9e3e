/** The subscribe screen's four plans (spec §9); each maps to one configured payment price. */
export const PLAN_KEYS = ['solo_monthly', 'solo_annual', 'team_monthly', 'team_annual'] as const;
export type TPlanKey = (typeof PLAN_KEYS)[number];

export const DEFAULT_PLAN_KEY: TPlanKey = 'solo_monthly';

/** Active listings a plan allows at once (drafts are not counted). */
export const PLAN_LISTING_LIMITS: Record<TPlanKey, number> = { solo_monthly: 25, solo_annual: 25, team_monthly: 100, team_annual: 100 };

export const PLAN_NAMES: Record<TPlanKey, string> = { solo_monthly: 'Solo Agent Monthly', solo_annual: 'Solo Annual', team_monthly: 'Team Monthly', team_annual: 'Team Annual' };

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

/** 1299 → '1,299'. Not toLocaleString: LANDING_PLANS below calls this as the module loads, and the first
 * toLocaleString loads ICU's number formatting, which cost every function ~5 ms of its cold start (issue 27). */
const withThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '$29/month' */
export const planPriceLabel = (plan: TPlanKey): string => `$${withThousands(PLAN_PRICES[plan].dollars)}/${PLAN_PRICES[plan].interval}`;

/** What a year on the annual plan saves against twelve months of the monthly one (solo: $49, team: $189). */
export const annualSavingsDollars = (monthly: TPlanKey, annual: TPlanKey): number => 12 * PLAN_PRICES[monthly].dollars - PLAN_PRICES[annual].dollars;

const SOLO_FEATURES = [`Up to ${PLAN_LISTING_LIMITS.solo_monthly} active listings`, 'Photo galleries', 'Open-house scheduling', 'Lead capture', 'Basic analytics'] as const;
const TEAM_FEATURES = [`Up to ${PLAN_LISTING_LIMITS.team_monthly} active listings`, 'Team member management', 'Shared lead pool', 'Advanced analytics', 'Custom branding'] as const;

/** What each plan gives (spec §9): the subscribe screen lists these, the landing page the monthly ones. */
export const PLAN_FEATURES: Record<TPlanKey, readonly string[]> = {
  solo_monthly: SOLO_FEATURES,
  solo_annual: [...SOLO_FEATURES, 'Advanced analytics', 'Priority support'],
  team_monthly: TEAM_FEATURES,
  team_annual: [...TEAM_FEATURES, 'API access'],
};

export const TRIAL_NOTE = `${TRIAL_DAYS}-day free trial, no credit card required`;

/**
 * Landing page pricing: the trial and the two plans the subscribe screen sells, at its prices. The spec's free
 * 'Starter' and custom-priced 'Team/Brokerage' are not offered: the $0 is the trial (on the default plan's
 * limit), and a team plan has a price; brokerages beyond its limit contact sales.
 */
export const LANDING_PLANS = [
  {
    id: 'trial',
    name: 'Free Trial',
    price: '$0',
    period: ` for ${TRIAL_DAYS} days`,
    description: `Every ${PLAN_NAMES[DEFAULT_PLAN_KEY]} feature, no credit card. Then choose a plan to keep listing.`,
    features: [`Up to ${PLAN_LISTING_LIMITS[DEFAULT_PLAN_KEY]} active listings during the trial`, 'Your listings stay published after it', 'Open house scheduling', 'Lead capture by QR code', 'Map view'],
  },
  {
    id: 'solo',
    name: 'Solo Agent',
    price: `$${PLAN_PRICES.solo_monthly.dollars}`,
    period: '/month',
    alternate: `or ${planPriceLabel('solo_annual')} (save $${annualSavingsDollars('solo_monthly', 'solo_annual')})`,
    description: 'Everything a working agent needs.',
    features: PLAN_FEATURES.solo_monthly,
    featured: true,
  },
  {
    id: 'team',
    name: 'Team',
    price: `$${PLAN_PRICES.team_monthly.dollars}`,
    period: '/month',
    alternate: `or ${planPriceLabel('team_annual')} (save $${annualSavingsDollars('team_monthly', 'team_annual')})`,
    description: 'For teams and brokerages.',
    features: PLAN_FEATURES.team_monthly,
  },
] as const satisfies readonly { id: string; name: string; price: string; period: string; alternate?: string; description: string; features: readonly string[]; featured?: boolean }[];
