import { capabilityRequiredMessage, planGrants, type TCapability } from '@shared/constants/plan-capabilities';
import { DEFAULT_PLAN_KEY } from '@shared/constants/plans';
import type { TSubscriptionRecord } from '../../data/subscription-repository';
import type { TUserRecord } from '../../data/user-records';
import { AppError } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { isPaidUp, isRunningTrial } from './can-list';
import { subscriptionOf } from './request-subscription';

/**
 * The one rule for what a plan includes (shared/src/constants/plan-capabilities.ts says which plan grants what):
 * - a running trial grants every capability: it is a trial of every plan, whichever one it will bill (the
 *   listing limit stays the trial plan's);
 * - a paid subscription (active, or past due while the provider retries) grants its plan's; one of unknown plan
 *   the default plan's;
 * - a lapsed or never-paid one grants none; nor does no subscription at all, except to an account older than
 *   billing whose user record says active (the default plan's).
 */
export function grantsCapability(user: TUserRecord, subscription: TSubscriptionRecord | null, now: Date, capability: TCapability): boolean {
  if (!subscription) return user.subscriptionStatus === 'active' && planGrants(DEFAULT_PLAN_KEY, capability);
  if (isRunningTrial(subscription, now)) return true;
  if (!isPaidUp(subscription)) return false;
  return planGrants(subscription.plan ?? DEFAULT_PLAN_KEY, capability);
}

/** Whether the caller's plan includes the capability (the subscription is read once per request). */
export async function callerHasCapability(deps: TDeps, auth: TUserActor, capability: TCapability): Promise<boolean> {
  return grantsCapability(auth.user, await subscriptionOf(deps, auth), deps.clock.now(), capability);
}

/** 403 PLAN_UPGRADE_REQUIRED, naming the plans that include it, unless the caller's plan includes the capability. */
export async function assertCapability(deps: TDeps, auth: TUserActor, capability: TCapability): Promise<void> {
  if (!(await callerHasCapability(deps, auth, capability))) throw new AppError('PLAN_UPGRADE_REQUIRED', capabilityRequiredMessage(capability));
}
