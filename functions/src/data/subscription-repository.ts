import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { ZBillingSubscriptionSchema } from '@shared/schemas/billing.schema';
import { AppError } from '../platform/app-error';
import { conditionalWrite } from './conditional-write';
import type { TDb, TTransactItem } from './db';
import { defineEntity } from './entity';
import { toEpochSeconds } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { putOperation, transactOrFail, updateOperation } from './transaction';

/**
 * USER#id / SUBSCRIPTION: the user's one subscription as the payment provider last reported it. A trial
 * started while the provider was unreachable has no provider ids yet (a local trial); a complimentary
 * one (demo accounts) has none at all. The fields the caller sees are GET /api/billing's, less what is derived.
 */
export const subscriptionEntity = defineEntity({
  name: ENTITY.subscription,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.extend(z.omit(ZBillingSubscriptionSchema, { allowsListing: true, listingLimit: true }), {
      userId: z.string(),
      priceId: z.nullable(z.string()),
      stripeSubscriptionId: z.nullable(z.string()),
      stripeCustomerId: z.nullable(z.string()),
      /** A subscription being paid for while the trial (or a local trial) above still runs; it replaces it once paid. */
      pendingStripeSubscriptionId: z.nullable(z.string()),
      updatedAt: z.string(),
    }),
  ),
  key: (record) => keys.subscription(record.userId),
});
export type TSubscriptionRecord = ReturnType<typeof subscriptionEntity.parse>;

export const customerLinkEntity = defineEntity({
  name: ENTITY.stripeCustomer,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ customerId: z.string(), userId: z.string() })),
  key: (link) => keys.stripeCustomer(link.customerId),
});

export const subscriptionLinkEntity = defineEntity({
  name: ENTITY.stripeSubscription,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ subscriptionId: z.string(), userId: z.string() })),
  key: (link) => keys.stripeSubscription(link.subscriptionId),
});

export const stripeEventEntity = defineEntity({
  name: ENTITY.stripeEvent,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ eventId: z.string(), type: z.string(), recordedAt: z.string(), expiresAt: z.number().check(z.int()) })),
  key: (event) => keys.stripeEvent(event.eventId),
});

export const billingLockEntity = defineEntity({
  name: ENTITY.billingLock,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ userId: z.string(), holder: z.string(), expiresAt: z.number().check(z.int()) })),
  key: (lock) => keys.billingLock(lock.userId),
});

/** The spec's two-valued status on the user record: trialing and active allow listing. */
export const userStatusOf = (status: TSubscriptionRecord['status']): 'active' | 'inactive' =>
  status === 'active' || status === 'trialing' ? 'active' : 'inactive';

/** Handled events are kept this long: Stripe retries a delivery for up to three days. */
const EVENT_RETENTION_DAYS = 30;

export async function getSubscription(db: TDb, userId: string): Promise<TSubscriptionRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.subscription(userId), ConsistentRead: true }));
  return subscriptionEntity.parseOptional(result.Item);
}

export async function findUserIdByStripeCustomer(db: TDb, customerId: string): Promise<string | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.stripeCustomer(customerId), ConsistentRead: true }));
  return customerLinkEntity.parseOptional(result.Item)?.userId ?? null;
}

/** A link item that is new or already this user's; another user's makes the transaction fail. */
const linkPut = (db: TDb, item: Record<string, unknown>, userId: string): TTransactItem =>
  putOperation(db, { Item: item, ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId', ExpressionAttributeValues: { ':userId': userId } });

const idTaken = () => new AppError('CONFLICT', 'This payment account belongs to another user.');

/** Ties a payment customer to the user (once: an id held by another user is a conflict) and notes it on the user record. */
export async function linkStripeCustomer(db: TDb, userId: string, customerId: string, now: string): Promise<void> {
  await transactOrFail(
    db,
    [
      linkPut(db, customerLinkEntity.toItem({ customerId, userId }), userId),
      updateOperation(db, {
        Key: keys.user(userId),
        UpdateExpression: 'SET stripeCustomerId = :customerId, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(stripeCustomerId) OR stripeCustomerId = :customerId)',
        ExpressionAttributeValues: { ':customerId': customerId, ':now': now },
      }),
    ],
    idTaken,
  );
}

/**
 * Stores the subscription and, in the same transaction, the user record's derived `subscriptionStatus`
 * and provider ids, plus the uniqueness links of both ids.
 */
export async function saveSubscription(db: TDb, record: TSubscriptionRecord): Promise<void> {
  // The user's own updatedAt stays: it dates their profile edits; the subscription item dates this write.
  const values: Record<string, unknown> = { ':status': userStatusOf(record.status) };
  const sets = ['subscriptionStatus = :status'];
  const links: TTransactItem[] = [];
  if (record.stripeCustomerId) {
    sets.push('stripeCustomerId = :customerId');
    values[':customerId'] = record.stripeCustomerId;
    links.push(linkPut(db, customerLinkEntity.toItem({ customerId: record.stripeCustomerId, userId: record.userId }), record.userId));
  }
  if (record.stripeSubscriptionId) {
    sets.push('stripeSubscriptionId = :subscriptionId');
    values[':subscriptionId'] = record.stripeSubscriptionId;
    links.push(linkPut(db, subscriptionLinkEntity.toItem({ subscriptionId: record.stripeSubscriptionId, userId: record.userId }), record.userId));
  }
  await transactOrFail(
    db,
    [
      putOperation(db, { Item: subscriptionEntity.toItem(record) }),
      updateOperation(db, {
        Key: keys.user(record.userId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
      }),
      ...links,
    ],
    (failed) => (failed.includes(1) ? new AppError('NOT_FOUND', 'No such user.') : idTaken()),
  );
}

export async function isStripeEventRecorded(db: TDb, eventId: string): Promise<boolean> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.stripeEvent(eventId), ConsistentRead: true }));
  return Boolean(result.Item);
}

/** Notes an event as handled (a repeat of the note is harmless: the handling re-reads provider state). */
export async function recordStripeEvent(db: TDb, event: { eventId: string; type: string }, now: Date): Promise<void> {
  const expiresAt = toEpochSeconds(new Date(now.getTime() + EVENT_RETENTION_DAYS * 86_400_000));
  await conditionalWrite(
    db,
    new PutCommand({
      TableName: db.tableName,
      Item: stripeEventEntity.toItem({ ...event, recordedAt: now.toISOString(), expiresAt }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Takes the user's billing lease (free, or left expired by a crashed holder); false while another request holds it. */
export async function acquireBillingLock(db: TDb, lock: { userId: string; holder: string }, now: Date, leaseSeconds: number): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({
      TableName: db.tableName,
      Item: billingLockEntity.toItem({ ...lock, expiresAt: toEpochSeconds(now) + leaseSeconds }),
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
      ExpressionAttributeValues: { ':now': toEpochSeconds(now) },
    }),
  );
  return outcome.written;
}

export async function releaseBillingLock(db: TDb, lock: { userId: string; holder: string }): Promise<void> {
  await conditionalWrite(
    db,
    new DeleteCommand({
      TableName: db.tableName,
      Key: keys.billingLock(lock.userId),
      ConditionExpression: 'holder = :holder',
      ExpressionAttributeValues: { ':holder': lock.holder },
    }),
  );
}
