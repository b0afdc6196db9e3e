import { PLAN_KEYS, PLAN_NAMES, type TPlanKey } from './plans';

/**
 * What the plans sell, one row per capability: which plans grant it and the line the offers show for it.
 * plan-offers.ts builds the landing page's and the subscribe screen's lists from these rows; the server
 * enforces each capability that not every plan grants through its routes' `capability` (403 naming the plans
 * below) and a test (functions/src/services/subscriptions/plan-capabilities.test.ts) fails when a sold row has
 * no check or a check names a row no plan sells.
 * `comingSoon`: not built yet; the offers say so ("(coming soon)") and no route may claim to check it.
 */
export type TCapabilityRow = { line: string; plans: readonly TPlanKey[]; comingSoon?: true };

const EVERY_PLAN = PLAN_KEYS;
const TEAM_PLANS = ['team_monthly', 'team_annual'] as const satisfies readonly TPlanKey[];

export const PLAN_CAPABILITIES = {
  'photo-galleries': { line: 'Photo galleries', plans: EVERY_PLAN },
  'open-house-scheduling': { line: 'Open-house scheduling', plans: EVERY_PLAN },
  'lead-capture': { line: 'Lead capture', plans: EVERY_PLAN },
  'basic-analytics': { line: 'Basic analytics', plans: EVERY_PLAN },
  // The spec's Theme screen is every agent's and broker's, so branding is no Team extra.
  'custom-branding': { line: 'Custom branding', plans: EVERY_PLAN },
  'team-management': { line: 'Team member management', plans: TEAM_PLANS },
  'shared-lead-pool': { line: 'Shared lead pool', plans: TEAM_PLANS },
  'advanced-analytics': { line: 'Advanced analytics', plans: ['solo_annual', ...TEAM_PLANS] },
  'priority-support': { line: 'Priority support', plans: ['solo_annual', ...TEAM_PLANS] },
  'api-access': { line: 'API access', plans: ['team_annual'] },
} as const satisfies Record<string, TCapabilityRow>;

export type TCapability = keyof typeof PLAN_CAPABILITIES;

export const CAPABILITIES = Object.keys(PLAN_CAPABILITIES) as TCapability[];

const rowOf = (capability: TCapability): TCapabilityRow => PLAN_CAPABILITIES[capability];

export const planGrants = (plan: TPlanKey, capability: TCapability): boolean => rowOf(capability).plans.includes(plan);

/** A capability every plan includes: the role and the listing rule (can-list.ts) decide it, not the plan. */
export const isBasicCapability = (capability: TCapability): boolean => EVERY_PLAN.every((plan) => planGrants(plan, capability));

/** The line an offer shows for a capability. */
export const capabilityLine = (capability: TCapability): string =>
  rowOf(capability).comingSoon ? `${rowOf(capability).line} (coming soon)` : rowOf(capability).line;

/** 'A', 'A and B', 'A, B and C'. */
const listOf = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** The 403 message for a plan without the capability: 'API access is part of the Team Annual plan.' */
export function capabilityRequiredMessage(capability: TCapability): string {
  const plans = rowOf(capability).plans;
  return `${rowOf(capability).line} is part of the ${listOf(plans.map((plan) => PLAN_NAMES[plan]))} plan${plans.length > 1 ? 's' : ''}.`;
}
