import { MLS_MEMBER_KINDS } from '@shared/constants/mls-trust';
import { deleteItemHeldBy, keyOf, listPartitionItems, type TRawItem } from '../../data/account-holdings-repository';
import { batchDeleteItems } from '../../data/batch-items';
import type { TItemKey } from '../../data/entity';
import * as ENTITY from '../../data/entity-names';
import * as keys from '../../data/keys';
import type { TDeps } from '../deps';
import { EXPORT_RATE_SCOPE, EXPORT_RATE_WINDOW_SECONDS } from './request-account-export';

const THROTTLED_BY_USER = ['password-check', 'two-factor'] as const;

const stringOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Items outside the user's partition whose keys the user's own items name: calendar-feed and day-plan share
 * secrets, the payment customer and subscription links, MLS member ids the user was verified to hold, the
 * brokerage membership (a broker's brokerage lock and its team), sign-in back-off and export counters, the
 * waitlist entry and the address lock. Locks and holders go only while they still name this user.
 */
export async function eraseReferences(deps: Pick<TDeps, 'db' | 'clock'>, input: { userId: string; email: string; own: readonly TRawItem[] }): Promise<void> {
  const { db } = deps;
  const { userId, email } = input;
  const ofKind = (kind: string) => input.own.filter((item) => item.entity === kind);
  const tokens: TItemKey[] = [
    ...ofKind(ENTITY.calendarFeed).flatMap((feed) => (stringOf(feed.tokenHash) ? [keys.calendarFeedToken(String(feed.tokenHash))] : [])),
    ...ofKind(ENTITY.dayPlan).flatMap((plan) => (stringOf(plan.shareTokenHash) ? [keys.dayPlanShare(String(plan.shareTokenHash))] : [])),
    ...THROTTLED_BY_USER.map((scope) => keys.failureStreak(scope, userId)),
    keys.failureStreak('signin-account', email),
    ...userCounterKeys(userId, deps.clock.now()),
    keys.waitlist(email),
  ];
  await batchDeleteItems(db, tokens);
  const [user] = ofKind(ENTITY.user);
  const [subscription] = ofKind(ENTITY.subscription);
  for (const customerId of new Set([stringOf(user?.stripeCustomerId), stringOf(subscription?.stripeCustomerId)])) {
    if (customerId) await deleteItemHeldBy(db, keys.stripeCustomer(customerId), 'userId', userId);
  }
  for (const subscriptionId of new Set([stringOf(user?.stripeSubscriptionId), stringOf(subscription?.stripeSubscriptionId)])) {
    if (subscriptionId) await deleteItemHeldBy(db, keys.stripeSubscription(subscriptionId), 'userId', userId);
  }
  for (const config of ofKind(ENTITY.mlsConfiguration)) {
    const mlsId = stringOf(config.mlsId);
    if (!mlsId) continue;
    const ids = { agent: stringOf(config.agentMlsId), office: stringOf(config.officeMlsId) };
    for (const kind of MLS_MEMBER_KINDS) if (ids[kind]) await deleteItemHeldBy(db, keys.mlsMemberHolder(mlsId, kind, ids[kind]), 'userId', userId);
  }
  await eraseBrokerage(deps, userId, stringOf(ofKind(ENTITY.profile)[0]?.brokerageName));
  await deleteItemHeldBy(db, keys.emailLock(email), 'userId', userId);
}

const HOUR_SECONDS = 3_600;
const DAY_SECONDS = 86_400;

/** The rate counters keyed by the account's id (RATE#scope#userId#window), each scope with its window. */
const USER_RATE_COUNTERS = [
  { scope: EXPORT_RATE_SCOPE, window: EXPORT_RATE_WINDOW_SECONDS },
  { scope: 'lead-alert-mail', window: HOUR_SECONDS },
  { scope: 'showing-confirmation', window: DAY_SECONDS },
  { scope: 'support-request', window: HOUR_SECONDS },
  { scope: 'mail-user', window: HOUR_SECONDS },
  { scope: 'email-confirm', window: HOUR_SECONDS },
] as const;

/** The windows of the account's rate counters that can still hold a count: the current one and the one before. */
function userCounterKeys(userId: string, now: Date): TItemKey[] {
  return USER_RATE_COUNTERS.flatMap(({ scope, window }) => {
    const start = Math.floor(now.getTime() / 1000 / window) * window;
    return [start, start - window].map((windowStart) => keys.rate(scope, userId, windowStart));
  });
}

/** An agent's membership goes; a broker's own brokerage goes with its whole team (the members' accounts stay). */
async function eraseBrokerage(deps: Pick<TDeps, 'db'>, userId: string, brokerageName: string | null): Promise<void> {
  if (!brokerageName) return;
  const partition = await listPartitionItems(deps.db, keys.brokeragePartition(brokerageName));
  const lock = partition.find((item) => item.entity === ENTITY.brokerage);
  const doomed = lock?.brokerId === userId ? partition : partition.filter((item) => item.entity === ENTITY.brokerageMembership && item.agentId === userId);
  await batchDeleteItems(deps.db, doomed.map(keyOf));
}
