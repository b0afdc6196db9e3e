import { DEFAULT_PLAN_KEY, PLAN_LISTING_LIMITS, PLAN_NAMES } from '@shared/constants/plans';
import type { TSubscriptionRecord } from '../../data/subscription-repository';
import { ActiveListingLimitReached } from '../../data/listing-limit';
import { AppError } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { subscriptionOf } from './request-subscription';
import { canList, listingRightsMessage, needsListingRights, SUBSCRIPTION_REQUIRED_MESSAGE, type TListingAction } from './can-list';

/** A subscription without a known plan (an account older than billing) gets the smallest plan's limit. */
const planOf = (subscription: TSubscriptionRecord | null) => subscription?.plan ?? DEFAULT_PLAN_KEY;

export const listingLimitOf = (subscription: TSubscriptionRecord | null) => PLAN_LISTING_LIMITS[planOf(subscription)];

/** 403 SUBSCRIPTION_REQUIRED unless the caller's subscription (or trial) allows listing. */
export async function assertCanList(deps: TDeps, auth: TUserActor): Promise<TSubscriptionRecord | null> {
  const subscription = await subscriptionOf(deps, auth);
  if (!canList(auth.user, auth.profile, subscription, deps.clock.now())) throw new AppError('SUBSCRIPTION_REQUIRED', SUBSCRIPTION_REQUIRED_MESSAGE);
  return subscription;
}

/** 403 SUBSCRIPTION_REQUIRED when the action needs listing rights (see `needsListingRights`) and the caller's subscription gives none. */
export async function assertMayDo(deps: TDeps, auth: TUserActor, action: TListingAction): Promise<void> {
  if (!needsListingRights(action)) return;
  const subscription = await subscriptionOf(deps, auth);
  if (!canList(auth.user, auth.profile, subscription, deps.clock.now())) throw new AppError('SUBSCRIPTION_REQUIRED', listingRightsMessage(action));
}

const planLimitReached = (subscription: TSubscriptionRecord | null) =>
  new AppError(
    'PLAN_LIMIT_REACHED',
    `Your ${PLAN_NAMES[planOf(subscription)]} plan allows up to ${listingLimitOf(subscription)} active listings. Upgrade your plan or unpublish a listing first.`,
  );

/**
 * Publishes within the plan: the subscription must allow listing and the plan must have room (drafts
 * are not counted). `write` gets the plan's limit for the agent's STATS counter, which the listing write
 * moves in its own transaction only while under the limit: that condition is the check (no read of the
 * count first), so two publishes racing at the limit cannot both pass.
 */
export async function publishWithinPlan<T>(deps: TDeps, auth: TUserActor, write: (limits: { activeListingLimit: number }) => Promise<T>): Promise<T> {
  const subscription = await assertCanList(deps, auth);
  try {
    return await write({ activeListingLimit: listingLimitOf(subscription) });
  } catch (error) {
    if (error instanceof ActiveListingLimitReached) throw planLimitReached(subscription);
    throw error;
  }
}
