import { DeleteCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity, type TItemKey } from './entity';
import { batchDeleteItems } from './batch-items';
import { collectPage, countAllItems, queryAllItems } from './query-pages';
import { TABLE_KEYS, toEpochSeconds } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * USER#id / NOTIFCLAIM#<channel>#<event>: one event was delivered on one channel. Written with the
 * delivery under attribute_not_exists, so a message SQS delivers twice notifies once. Kept 30 days
 * (SQS keeps a message at most 14).
 */
export const notificationClaimEntity = defineEntity({
  name: ENTITY.notificationClaim,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ claimedAt: z.string(), expiresAt: z.number() })),
  key: (claim: { userId: string; channel: 'in-app' | 'email'; eventKey: string }) => keys.notificationClaim(claim.userId, claim.channel, claim.eventKey),
});

/** USER#id / NOTIFMAIL#<ulid>: an e-mail alert waiting for its digest (hourly e-mail, or quiet hours); gone at `expiresAt`. */
export const pendingNotificationMailEntity = defineEntity({
  name: ENTITY.pendingNotificationMail,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({ userId: z.string(), id: z.string(), subject: z.string(), text: z.string(), createdAt: z.string(), expiresAt: z.optional(z.number()) }),
  ),
  key: (record: { userId: string; id: string }) => keys.pendingNotificationMail(record.userId, record.id),
});
export type TPendingNotificationMail = ReturnType<typeof pendingNotificationMailEntity.parse>;

const CLAIM_DAYS = 30;
/** A waiting mail the table's TTL removes this long after it was kept, sent or not (items kept before it have none). */
export const WAITING_MAIL_DAYS = 7;
export const waitingMailExpiresAt = (createdAt: string) => toEpochSeconds(new Date(Date.parse(createdAt) + WAITING_MAIL_DAYS * 86_400_000));

export const claimItem = (userId: string, channel: 'in-app' | 'email', eventKey: string, at: string) =>
  notificationClaimEntity.toItem({ userId, channel, eventKey, claimedAt: at, expiresAt: toEpochSeconds(new Date(Date.parse(at) + CLAIM_DAYS * 86_400_000)) });

/** Claims the e-mail of one event before it is sent; false when it was claimed (sent) before. */
export async function claimNotificationMail(db: TDb, userId: string, eventKey: string, at: string): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({ TableName: db.tableName, Item: claimItem(userId, 'email', eventKey, at), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return outcome.written;
}

/** Gives back an e-mail claim whose mail could not be sent, so the redelivered message tries again. */
export async function releaseNotificationMail(db: TDb, userId: string, eventKey: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: notificationClaimEntity.key({ userId, channel: 'email', eventKey }) }));
}

/** Keeps an e-mail alert for the digest, once per event (the claim is written in the same transaction). */
export async function putPendingMailOnce(db: TDb, eventKey: string, record: TPendingNotificationMail): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: db.tableName,
            Item: claimItem(record.userId, 'email', eventKey, record.createdAt),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: db.tableName, Item: pendingNotificationMailEntity.toItem({ ...record, expiresAt: waitingMailExpiresAt(record.createdAt) }) } },
      ],
    }),
  );
  return outcome.written;
}

/** The e-mail alerts waiting for a person's digest, oldest first, up to `limit` (a transaction's 25 at most). */
export async function listPendingNotificationMails(db: TDb, userId: string, limit = 25): Promise<TPendingNotificationMail[]> {
  const { items } = await collectPage(
    db,
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.pendingNotificationMailPrefix },
      ConsistentRead: true,
    },
    { limit, keyAttributes: [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey] },
  );
  return items.map(pendingNotificationMailEntity.parse);
}

/** How many items under `prefix` wait for a person (one kind of waiting mail). */
export async function countWaitingMail(db: TDb, userId: string, prefix: string): Promise<number> {
  return countAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': prefix },
    ConsistentRead: true,
  });
}

/** Deletes every item under `prefix` waiting for a person (few: they expire after WAITING_MAIL_DAYS). */
export async function dropWaitingMail(db: TDb, userId: string, prefix: string): Promise<void> {
  const itemKeys = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': prefix },
    ProjectionExpression: 'pk, sk',
  });
  await batchDeleteItems(db, itemKeys as TItemKey[]);
}

/**
 * Takes waiting alerts for one digest: all of them are removed, each on condition it is still there, or
 * none is (another delivery of the digest took them first): false then.
 */
export async function takePendingNotificationMails(db: TDb, userId: string, pending: readonly TPendingNotificationMail[]): Promise<boolean> {
  return takeWaitingItems(
    db,
    pending.map((p) => pendingNotificationMailEntity.key({ userId, id: p.id })),
  );
}

/** Puts back alerts taken for a digest that could not be sent, so the redelivered digest sends them. */
export async function restorePendingNotificationMails(db: TDb, pending: readonly TPendingNotificationMail[]): Promise<void> {
  await restoreWaitingItems(db, pending.map(pendingNotificationMailEntity.toItem));
}

/** Removes waiting items (up to a transaction's 100), each on condition it is still there, or none: false then. */
export async function takeWaitingItems(db: TDb, itemKeys: readonly TItemKey[]): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new TransactWriteCommand({
      TransactItems: itemKeys.map((Key) => ({ Delete: { TableName: db.tableName, Key, ConditionExpression: 'attribute_exists(pk)' } })),
    }),
  );
  return outcome.written;
}

/** Puts back waiting items taken for a mail that could not be sent. */
export async function restoreWaitingItems(db: TDb, items: readonly Record<string, unknown>[]): Promise<void> {
  await db.client.send(new TransactWriteCommand({ TransactItems: items.map((Item) => ({ Put: { TableName: db.tableName, Item } })) }));
}
