import { PLAN_NAMES } from '@shared/constants/plans';
import type { TSupportPriority } from '@shared/constants/support';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { callerHasCapability } from '../subscriptions/plan-capabilities';
import { subscriptionOf } from '../subscriptions/request-subscription';

/** The caller's support priority (the plan's 'priority-support' capability) and plan name, as the admin sees them. */
export async function supportStandingOf(deps: TDeps, auth: TUserActor): Promise<{ priority: TSupportPriority; planName: string | null }> {
  const [hasPriority, subscription] = await Promise.all([callerHasCapability(deps, auth, 'priority-support'), subscriptionOf(deps, auth)]);
  const planName = subscription?.plan
    ? `${PLAN_NAMES[subscription.plan]}${subscription.status === 'trialing' ? ' (trial)' : subscription.status === 'active' ? '' : ` (${subscription.status})`}`
    : null;
  return { priority: hasPriority ? 'priority' : 'standard', planName };
}
