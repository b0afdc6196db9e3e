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
