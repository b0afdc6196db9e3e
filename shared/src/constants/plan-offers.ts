import { CAPABILITIES, capabilityLine, planGrants } from './plan-capabilities';
import { annualSavingsDollars, DEFAULT_PLAN_KEY, PLAN_LISTING_LIMITS, PLAN_PRICES, planPriceLabel, TRIAL_DAYS, type TPlanKey } from './plans';

/*
 * The plans as the landing page and the subscribe screen sell them. A module of its own, apart from plans.ts:
 * these are built from templates and spreads as the module loads, which a bundler must keep wherever the
 * module is imported, and every function imports plans.ts (plan limits, the billing schema) but shows none
 * of this (1.8 KB of each bundle).
 */

/** What each plan gives: its listing limit, then every capability it grants (plan-capabilities.ts, the one source). */
const featuresOf = (plan: TPlanKey): readonly string[] => [
  `Up to ${PLAN_LISTING_LIMITS[plan]} active listings`,
  ...CAPABILITIES.filter((capability) => planGrants(plan, capability)).map(capabilityLine),
];

export const PLAN_FEATURES: Record<TPlanKey, readonly string[]> = {
  solo_monthly: featuresOf('solo_monthly'),
  solo_annual: featuresOf('solo_annual'),
  team_monthly: featuresOf('team_monthly'),
  team_annual: featuresOf('team_annual'),
};

export const TRIAL_NOTE = `${TRIAL_DAYS}-day free trial, no credit card required`;

/**
 * Landing page pricing: the trial and the two plans the subscribe screen sells, at its prices. The spec's free
 * 'Starter' and custom-priced 'Team/Brokerage' are not offered: the $0 is the trial (on the default plan's
 * limit, with every plan's capabilities: services/subscriptions/capabilities.ts), and a team plan has a price;
 * brokerages beyond its limit contact sales.
 */
export const LANDING_PLANS = [
  {
    id: 'trial',
    name: 'Free Trial',
    price: '$0',
    period: ` for ${TRIAL_DAYS} days`,
    description: 'Every feature of every plan, no credit card. Then choose a plan to keep listing.',
    features: [
      `Up to ${PLAN_LISTING_LIMITS[DEFAULT_PLAN_KEY]} active listings during the trial`,
      'Your listings stay published after it',
      'Open house scheduling',
      'Lead capture by QR code',
      'Map view',
    ],
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
] as const satisfies readonly {
  id: string;
  name: string;
  price: string;
  period: string;
  alternate?: string;
  description: string;
  features: readonly string[];
  featured?: boolean;
}[];
