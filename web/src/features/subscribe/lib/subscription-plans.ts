import { PLAN_LISTING_LIMITS, PLAN_NAMES, type TPlanKey } from '@shared/constants/plans';

/** The subscribe screen's plans (spec §9); the server gives each plan's price id (GET /api/billing). */
export type TSubscriptionPlan = { id: TPlanKey; name: string; price: string; period: '/month' | '/year'; savings?: string; features: readonly string[] };

const SOLO_FEATURES = [`Up to ${PLAN_LISTING_LIMITS.solo_monthly} active listings`, 'Photo galleries', 'Open-house scheduling', 'Lead capture', 'Basic analytics'] as const;
const TEAM_FEATURES = [`Up to ${PLAN_LISTING_LIMITS.team_monthly} active listings`, 'Team member management', 'Shared lead pool', 'Advanced analytics', 'Custom branding'] as const;

const plan = (id: TPlanKey, offer: Omit<TSubscriptionPlan, 'id' | 'name'>): TSubscriptionPlan => ({ id, name: PLAN_NAMES[id], ...offer });

export const SUBSCRIPTION_PLANS: readonly TSubscriptionPlan[] = [
  plan('solo_monthly', { price: '$29', period: '/month', features: SOLO_FEATURES }),
  plan('solo_annual', { price: '$299', period: '/year', savings: 'Save $49', features: [...SOLO_FEATURES, 'Advanced analytics', 'Priority support'] }),
  plan('team_monthly', { price: '$99', period: '/month', features: TEAM_FEATURES }),
  plan('team_annual', { price: '$999', period: '/year', savings: 'Save $189', features: [...TEAM_FEATURES, 'API access'] }),
];
