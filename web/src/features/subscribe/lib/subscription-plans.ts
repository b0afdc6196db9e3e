import type { TPlanKey } from '@shared/constants/plans';

/** The subscribe screen's plans (spec §9); the server gives each plan's price id (GET /api/billing). */
export type TSubscriptionPlan = { id: TPlanKey; name: string; price: string; period: '/month' | '/year'; savings?: string; features: readonly string[] };

const SOLO_FEATURES = ['Up to 25 active listings', 'Photo galleries', 'Open-house scheduling', 'Lead capture', 'Basic analytics'] as const;
const TEAM_FEATURES = ['Up to 100 active listings', 'Team member management', 'Shared lead pool', 'Advanced analytics', 'Custom branding'] as const;

export const SUBSCRIPTION_PLANS: readonly TSubscriptionPlan[] = [
  { id: 'solo_monthly', name: 'Solo Agent Monthly', price: '$29', period: '/month', features: SOLO_FEATURES },
  { id: 'solo_annual', name: 'Solo Annual', price: '$299', period: '/year', savings: 'Save $49', features: [...SOLO_FEATURES, 'Advanced analytics', 'Priority support'] },
  { id: 'team_monthly', name: 'Team Monthly', price: '$99', period: '/month', features: TEAM_FEATURES },
  { id: 'team_annual', name: 'Team Annual', price: '$999', period: '/year', savings: 'Save $189', features: [...TEAM_FEATURES, 'API access'] },
];

export const DEFAULT_PLAN_ID: TPlanKey = 'solo_monthly';
