/** Landing page pricing (spec §9). */
export const LANDING_PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    price: '$0',
    period: '/month',
    description: 'Try the marketplace for free.',
    features: ['Unlimited listings', 'Open house scheduling', 'Lead capture by QR code', 'Map view'],
    cta: 'Start Free Trial',
  },
  {
    id: 'pro-agent',
    name: 'Pro Agent',
    price: '$29',
    period: '/month',
    alternate: 'or $299/year',
    description: 'Everything a working agent needs.',
    features: ['Everything in Starter', 'Lead management', 'MLS sync', 'Analytics', 'Smart lead scoring', 'Calendar integration'],
    cta: 'Start Free Trial',
    featured: true,
  },
  {
    id: 'team',
    name: 'Team/Brokerage',
    price: 'Custom',
    period: '',
    description: 'For brokerages and teams. Priced on request.',
    features: ['Everything in Pro Agent', 'Team management', 'CRM syncing', 'Priority support'],
    cta: 'Contact Sales',
  },
] as const;

export const TRIAL_NOTE = '14-day free trial, no credit card required';

/** The subscribe screen's four plans (spec §9); each maps to one configured payment price. */
export const PLAN_KEYS = ['solo_monthly', 'solo_annual', 'team_monthly', 'team_annual'] as const;
export type TPlanKey = (typeof PLAN_KEYS)[number];

export const DEFAULT_PLAN_KEY: TPlanKey = 'solo_monthly';

/** Active listings a plan allows at once (drafts are not counted). */
export const PLAN_LISTING_LIMITS: Record<TPlanKey, number> = { solo_monthly: 25, solo_annual: 25, team_monthly: 100, team_annual: 100 };

export const PLAN_NAMES: Record<TPlanKey, string> = { solo_monthly: 'Solo Agent Monthly', solo_annual: 'Solo Annual', team_monthly: 'Team Monthly', team_annual: 'Team Annual' };

/** Length of the free trial a new agent or broker starts at sign-up. */
export const TRIAL_DAYS = 14;
