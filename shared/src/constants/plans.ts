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
 * Landing page pricing (spec §9). The spec's 'unlimited listings' is not offered: plans cap active listings,
 * and the free Starter is the trial (on the default plan's limit); after it, listings stay published but
 * listing more needs a plan.
 */
export const LANDING_PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    price: '$0',
    period: '/month',
    description: `Try it free for ${TRIAL_DAYS} days, then choose a plan to keep listing.`,
    features: [`Up to ${PLAN_LISTING_LIMITS[DEFAULT_PLAN_KEY]} active listings during the trial`, 'Your listings stay published after it', 'Open house scheduling', 'Lead capture by QR code', 'Map view'],
    cta: 'Start Free Trial',
  },
  {
    id: 'pro-agent',
    name: 'Pro Agent',
    price: '$29',
    period: '/month',
    alternate: 'or $299/year',
    description: 'Everything a working agent needs.',
    features: [`Up to ${PLAN_LISTING_LIMITS.solo_monthly} active listings`, 'Open house scheduling and QR lead capture', 'Lead management', 'MLS sync', 'Analytics', 'Smart lead scoring', 'Calendar integration'],
    cta: 'Start Free Trial',
    featured: true,
  },
  {
    id: 'team',
    name: 'Team/Brokerage',
    price: 'Custom',
    period: '',
    description: 'For brokerages and teams. Priced on request.',
    features: ['Everything in Pro Agent', `Up to ${PLAN_LISTING_LIMITS.team_monthly} active listings`, 'Team management', 'CRM syncing', 'Priority support'],
    cta: 'Contact Sales',
  },
] as const;

export const TRIAL_NOTE = '14-day free trial, no credit card required';
