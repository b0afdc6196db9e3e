import { isProRole } from '@shared/constants/roles';
import type { TBillingStatus } from '@shared/schemas/billing.schema';
import type { TSubscriptionStatus } from '@shared/schemas/user.schema';
import { userStatusOf, type TSubscriptionRecord } from '../../data/subscription-repository';
import type { TPropertyRecord } from '../../data/property-records';
import type { TProfileRecord, TUserRecord } from '../../data/user-records';

export const SUBSCRIPTION_REQUIRED_MESSAGE = 'You need an active subscription to create listings.';

/**
 * A paid subscription: active, or one whose last payment failed while the provider still retries it
 * (past_due). It ends once the retries are over (unpaid or canceled); one never paid (incomplete,
 * incomplete_expired) or paused is none.
 */
const PAID_STATUSES: ReadonlySet<TBillingStatus> = new Set(['active', 'past_due']);

export const isPaidUp = (subscription: TSubscriptionRecord) => PAID_STATUSES.has(subscription.status);

/** A trial the provider runs (its events end it), or one only we know of (the provider was unreachable at sign-up) before its end. */
export const isRunningTrial = (subscription: TSubscriptionRecord, now: Date) =>
  subscription.status === 'trialing' &&
  (subscription.stripeSubscriptionId !== null || (subscription.trialEnd !== null && subscription.trialEnd > now.toISOString()));

/** A local trial that has reached its end: no provider event will end it. */
const isEndedLocalTrial = (subscription: TSubscriptionRecord, now: Date) => subscription.status === 'trialing' && !isRunningTrial(subscription, now);

/**
 * The one place that decides whether a professional's subscription lets them create and publish listings:
 * a running trial or a paid subscription. A user with no subscription item keeps what the user record says
 * (accounts older than billing).
 */
export function canList(user: TUserRecord, profile: TProfileRecord, subscription: TSubscriptionRecord | null, now: Date): boolean {
  if (!isProRole(profile.role)) return false;
  if (!subscription) return user.subscriptionStatus === 'active';
  return isRunningTrial(subscription, now) || isPaidUp(subscription);
}

/**
 * The spec's `subscriptionStatus` now: the one stored on the user record ('active' for trialing and active),
 * except that a local trial past its end is inactive.
 */
export function subscriptionStatusOf(user: TUserRecord, subscription: TSubscriptionRecord | null, now: Date): TSubscriptionStatus {
  if (!subscription) return user.subscriptionStatus;
  return isEndedLocalTrial(subscription, now) ? 'inactive' : userStatusOf(subscription.status);
}

/** What makes a listing the listing it is: changing any of these on an active listing is listing a new one. */
export const LISTING_IDENTITY_FIELDS = ['address', 'city', 'state', 'zipCode', 'propertyType', 'coordinates'] as const;
export type TListingIdentity = Pick<TPropertyRecord, (typeof LISTING_IDENTITY_FIELDS)[number] | 'status'>;

/** A change to a listing, or an open house added to one, as the listing rule sees it. */
export type TListingAction = { kind: 'create' } | { kind: 'addOpenHouse' } | { kind: 'edit'; before: TListingIdentity; after: TListingIdentity };

/**
 * Whether an action needs what `canList` grants. While lapsed (canList false) a professional may still
 * read, unpublish (back to draft), delete, and edit drafts or the other fields of an active listing
 * (title, price, description, photos); creating or publishing a listing, changing what an active listing
 * is (address, city, state, ZIP, type, map position) and adding open houses wait for a subscription.
 */
export function needsListingRights(action: TListingAction): boolean {
  if (action.kind !== 'edit') return true;
  const { before, after } = action;
  if (after.status !== 'active') return false;
  if (before.status !== 'active') return true;
  return LISTING_IDENTITY_FIELDS.some((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null));
}

/** The 403 message for an action `needsListingRights` refuses to a lapsed account: what waits, and what is still allowed. */
export function listingRightsMessage(action: TListingAction): string {
  if (action.kind === 'addOpenHouse') return 'You need an active subscription to add open houses.';
  if (action.kind === 'edit' && action.before.status === 'active')
    return 'You need an active subscription to change the address, city, state, ZIP code or type of a published listing. You can still edit its other details, unpublish it or delete it.';
  return SUBSCRIPTION_REQUIRED_MESSAGE;
}
