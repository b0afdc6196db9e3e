import {
  CAPABILITIES,
  capabilityLine,
  capabilityRequiredMessage,
  isBasicCapability,
  PLAN_CAPABILITIES,
  planGrants,
  type TCapability,
} from '@shared/constants/plan-capabilities';
import { PLAN_FEATURES } from '@shared/constants/plan-offers';
import { PLAN_KEYS } from '@shared/constants/plans';
import type { TSubscriptionRecord } from '../../data/subscription-repository';
import type { TUserRecord } from '../../data/user-records';
import { ENTRIES } from '../../entries';
import { isWebhook } from '../../entries/entry-types';
import { grantsCapability } from './plan-capabilities';

/** Capabilities some route checks: refused without (`capability`, or the team's `teamCapability`) or ranked by (`rankedBy`). */
const checked = new Set<TCapability>(
  ENTRIES.http.flatMap((route) =>
    isWebhook(route) ? [] : [route.capability, route.teamCapability, route.rankedBy].filter((c): c is TCapability => Boolean(c)),
  ),
);
const isComingSoon = (capability: TCapability) => 'comingSoon' in PLAN_CAPABILITIES[capability];

describe('what the plans sell is what the server checks', () => {
  it('every capability a plan sells, beyond what every plan includes, has a route that checks it', () => {
    const sold = CAPABILITIES.filter((capability) => !isBasicCapability(capability) && !isComingSoon(capability));
    expect(sold.filter((capability) => !checked.has(capability))).toEqual([]);
  });

  it('every capability a route checks is sold by some plan, and not by all (those the role decides)', () => {
    for (const capability of checked) {
      expect(
        PLAN_KEYS.some((plan) => planGrants(plan, capability)),
        capability,
      ).toBe(true);
      expect(isBasicCapability(capability), capability).toBe(false);
    }
  });

  it('a capability not built yet is offered as coming soon, and no route claims to check it', () => {
    for (const capability of CAPABILITIES.filter(isComingSoon)) {
      expect(checked.has(capability), capability).toBe(false);
      expect(capabilityLine(capability)).toBe(`${PLAN_CAPABILITIES[capability].line} (coming soon)`);
    }
  });

  it('every line an offer shows, after the listing limit, is a capability the plan grants', () => {
    for (const plan of PLAN_KEYS) {
      const [limit, ...lines] = PLAN_FEATURES[plan];
      expect(limit).toMatch(/^Up to \d+ active listings$/);
      expect(lines).toEqual(CAPABILITIES.filter((capability) => planGrants(plan, capability)).map(capabilityLine));
    }
  });

  it('the refusal names the plans that have the capability', () => {
    expect(capabilityRequiredMessage('api-access')).toBe('API access is part of the Team Annual plan.');
    expect(capabilityRequiredMessage('team-management')).toBe('Team member management is part of the Team Monthly and Team Annual plans.');
    expect(capabilityRequiredMessage('priority-support')).toBe('Priority support is part of the Solo Annual, Team Monthly and Team Annual plans.');
  });
});

describe('what a subscription grants', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const user = (subscriptionStatus: 'active' | 'inactive') => ({ subscriptionStatus }) as TUserRecord;
  const subscription = (fields: Partial<TSubscriptionRecord>) =>
    ({ status: 'active', plan: 'solo_monthly', stripeSubscriptionId: 'sub_1', trialEnd: null, ...fields }) as TSubscriptionRecord;

  it('a running trial grants every capability; a local trial past its end grants none', () => {
    for (const capability of CAPABILITIES) expect(grantsCapability(user('active'), subscription({ status: 'trialing' }), now, capability)).toBe(true);
    const localTrial = { status: 'trialing', stripeSubscriptionId: null } as const;
    expect(grantsCapability(user('active'), subscription({ ...localTrial, trialEnd: '2026-12-01T00:00:00Z' }), now, 'team-management')).toBe(true);
    expect(grantsCapability(user('active'), subscription({ ...localTrial, trialEnd: '2026-11-28T00:00:00Z' }), now, 'team-management')).toBe(false);
  });

  it('a paid plan, past due too, grants its own capabilities only', () => {
    expect(grantsCapability(user('active'), subscription({ plan: 'solo_monthly' }), now, 'priority-support')).toBe(false);
    expect(grantsCapability(user('active'), subscription({ plan: 'solo_annual' }), now, 'priority-support')).toBe(true);
    expect(grantsCapability(user('active'), subscription({ plan: 'solo_annual' }), now, 'team-management')).toBe(false);
    expect(grantsCapability(user('active'), subscription({ plan: 'team_monthly', status: 'past_due' }), now, 'team-management')).toBe(true);
  });

  it('a lapsed subscription grants nothing; an account older than billing has the default plan', () => {
    expect(grantsCapability(user('inactive'), subscription({ plan: 'team_annual', status: 'canceled' }), now, 'team-management')).toBe(false);
    expect(grantsCapability(user('active'), null, now, 'custom-branding')).toBe(true);
    expect(grantsCapability(user('active'), null, now, 'priority-support')).toBe(false);
    expect(grantsCapability(user('inactive'), null, now, 'custom-branding')).toBe(false);
  });
});
