import { PLAN_FEATURES } from '@shared/constants/plan-offers';
import { annualSavingsDollars, PLAN_NAMES, PLAN_PRICES, type TPlanKey } from '@shared/constants/plans';

/** The subscribe screen's plans (spec §9); the server gives each plan's price id (GET /api/billing). */
export type TSubscriptionPlan = { id: TPlanKey; name: string; price: string; period: '/month' | '/year'; savings?: string; features: readonly string[] };

const plan = (id: TPlanKey, savings?: number): TSubscriptionPlan => ({
  id,
  name: PLAN_NAMES[id],
  price: `$${PLAN_PRICES[id].dollars}`,
  period: `/${PLAN_PRICES[id].interval}`,
  ...(savings === undefined ? {} : { savings: `Save $${savings}` }),
  features: PLAN_FEATURES[id],
});

export const SUBSCRIPTION_PLANS: readonly TSubscriptionPlan[] = [
  plan('solo_monthly'),
  plan('solo_annual', annualSavingsDollars('solo_monthly', 'solo_annual')),
  plan('team_monthly'),
  plan('team_annual', annualSavingsDollars('team_monthly', 'team_annual')),
];
