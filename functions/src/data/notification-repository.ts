import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { NOTIFICATION_KINDS } from '@shared/schemas/notification.schema';
import { NOTIFICATION_RETENTION_DAYS } from '@shared/constants/privacy';
import { conditionalWrite } from './conditional-write';
import { decodeCursor, encodeCursor } from './cursor';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { collectPage } from './query-pages';
import { TABLE_KEYS, toEpochSeconds } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { claimItem } from './waiting-mail-repository';

/** USER#id / NOTIF#<ulid>: one in-app notification; ULIDs sort by time, so the list reads newest first. */
export const notificationEntity = defineEntity({
  name: ENTITY.notification,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      userId: z.string(),
      id: z.string(),
      kind: z.enum(NOTIFICATION_KINDS),
      title: z.string(),
      body: z.string(),
      link: z.string(),
      createdAt: z.string(),
      readAt: z.nullable(z.string()),
      /** NOTIFICATION_RETENTION_DAYS after it was made (epoch seconds, the table's TTL); absent on older items. */
      expiresAt: z.optional(z.number()),
    }),
  ),
  key: (record: { userId: string; id: string }) => keys.notification(record.userId, record.id),
});
export type TNotificationRecord = ReturnType<typeof notificationEntity.parse>;

/**
 * USER#id / NOTIFSTATE: the unread count (moved in the same transaction as the notifications it counts)
 * and the mark-all-read watermark: every notification whose id sorts at or before `readBefore` is read.
 */
export const notificationStateEntity = defineEntity({
  name: ENTITY.notificationState,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ unread: z._default(z.number(), 0), readBefore: z._default(z.nullable(z.string()), null) })),
  key: (owner: { userId: string }) => keys.notificationState(owner.userId),
});

/** When a notification made at `createdAt` goes (DynamoDB TTL deletes it lazily; reads skip it from then). */
export const notificationExpiry = (createdAt: string) => toEpochSeconds(new Date(Date.parse(createdAt) + NOTIFICATION_RETENTION_DAYS * 86_400_000));

/** Writes an in-app notification, once per event: false when this event was notified before. */
export async function putNotificationOnce(db: TDb, eventKey: string, record: Omit<TNotificationRecord, 'readAt'>): Promise<boolean> {
  const outcome = await conditionalWrite(db, new TransactWriteCommand({ TransactItems: notificationOnceWrites(db, eventKey, record) }));
  return outcome.written;
}

/** The writes of an in-app notification once per event (its claim, the item, the unread count), for a transaction. */
export function notificationOnceWrites(db: TDb, eventKey: string, record: Omit<TNotificationRecord, 'readAt'>) {
  return [
    { Put: { TableName: db.tableName, Item: claimItem(record.userId, 'in-app', eventKey, record.createdAt), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: db.tableName, Item: notificationEntity.toItem({ ...record, readAt: null, expiresAt: notificationExpiry(record.createdAt) }) } },
    {
      Update: {
        TableName: db.tableName,
        Key: keys.notificationState(record.userId),
        UpdateExpression: 'ADD unread :one SET entity = :entity',
        ExpressionAttributeValues: { ':one': 1, ':entity': ENTITY.notificationState },
      },
    },
  ];
}

const PRIMARY = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey] as const;

/** A page of a person's notifications, newest first, with the unread count and the mark-all-read watermark. */
export async function listNotificationsPage(
  db: TDb,
  input: { userId: string; limit: number; cursor?: string; now?: Date },
): Promise<{ items: TNotificationRecord[]; nextCursor: string | null; unread: number; readBefore: string | null }> {
  const cursorQuery = { list: 'notifications', userId: input.userId };
  const [page, state] = await Promise.all([
    collectPage(
      db,
      {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        // TTL deletes lazily: a notification past its expiry is gone as far as anyone can see.
        ...(input.now ? { FilterExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now' } : {}),
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(input.userId),
          ':prefix': keys.notificationPrefix,
          ...(input.now ? { ':now': toEpochSeconds(input.now) } : {}),
        },
        ScanIndexForward: false,
      },
      { limit: input.limit, startKey: decodeCursor(input.cursor, cursorQuery, PRIMARY), keyAttributes: PRIMARY },
    ),
    getNotificationState(db, input.userId),
  ]);
  return { items: page.items.map(notificationEntity.parse), nextCursor: encodeCursor(page.nextStartKey, cursorQuery), ...state };
}

/** The unread count for the bell (never below zero) and the watermark. */
export async function getNotificationState(db: TDb, userId: string): Promise<{ unread: number; readBefore: string | null }> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.notificationState(userId) }));
  const state = notificationStateEntity.parseOptional(result.Item) ?? { unread: 0, readBefore: null };
  return { unread: Math.max(0, state.unread), readBefore: state.readBefore };
}

/**
 * Marks one notification read and counts it off the unread, once: only a notification that exists, is
 * unread and is newer than the mark-all-read watermark moves the counter.
 */
export async function markNotificationRead(db: TDb, userId: string, id: string, at: string): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: db.tableName,
            Key: keys.notification(userId, id),
            UpdateExpression: 'SET readAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND readAt = :null',
            ExpressionAttributeValues: { ':at': at, ':null': null },
          },
        },
        {
          Update: {
            TableName: db.tableName,
            Key: keys.notificationState(userId),
            UpdateExpression: 'ADD unread :minus',
            ConditionExpression: 'unread > :zero AND (attribute_not_exists(readBefore) OR readBefore = :null OR readBefore < :id)',
            ExpressionAttributeValues: { ':minus': -1, ':zero': 0, ':null': null, ':id': id },
          },
        },
      ],
    }),
  );
  if (outcome.written) return true;
  // Read before, read by the watermark, or missing: set readAt where the item exists, leave the counter.
  const marked = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.notification(userId, id),
      UpdateExpression: 'SET readAt = if_not_exists(readAt, :at)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
  return marked.written;
}

/** Marks everything up to `watermark` (a ULID-ordered id bound) read: one write however many there are. */
export async function markAllNotificationsRead(db: TDb, userId: string, watermark: string): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.notificationState(userId),
      UpdateExpression: 'SET unread = :zero, readBefore = :watermark, entity = :entity',
      ExpressionAttributeValues: { ':zero': 0, ':watermark': watermark, ':entity': ENTITY.notificationState },
    }),
  );
}
