import { annualSavingsDollars, DEFAULT_PLAN_KEY, PLAN_LISTING_LIMITS, PLAN_NAMES, PLAN_PRICES, planPriceLabel, TRIAL_DAYS, type TPlanKey } from './plans';

/*
 * The plans as the landing page and the subscribe screen sell them. A module of its own, apart from plans.ts:
 * these are built from templates and spreads as the module loads, which a bundler must keep wherever the
 * module is imported, and every function imports plans.ts (plan limits, the billing schema) but shows none
 * of this (1.8 KB of each bundle).
 */

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
