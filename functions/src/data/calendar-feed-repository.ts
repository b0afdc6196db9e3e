import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { CALENDAR_FEED_KINDS } from '@shared/constants/calendar';
import type { TDb, TTransactItem } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { deleteOperation, putOperation, transactWrite } from './transaction';

/**
 * USER#id / CALFEED#kind: a person's feed. The secret is derived from `nonce` (calendar-feed-secret.ts) and
 * only its hash is stored, here and in the lookup item below.
 */
export const calendarFeedEntity = defineEntity({
  name: ENTITY.calendarFeed,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({ userId: z.string(), kind: z.enum(CALENDAR_FEED_KINDS), nonce: z.string(), tokenHash: z.string(), createdAt: z.string() }),
  ),
  key: (feed: { userId: string; kind: string }) => keys.calendarFeed(feed.userId, feed.kind),
});

export type TCalendarFeedRecord = ReturnType<typeof calendarFeedEntity.parse>;

/** CALFEEDTOKEN#hash / CALFEEDTOKEN: which feed a secret opens. */
export const calendarFeedTokenEntity = defineEntity({
  name: ENTITY.calendarFeedToken,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ tokenHash: z.string(), userId: z.string(), kind: z.enum(CALENDAR_FEED_KINDS) })),
  key: (token: { tokenHash: string }) => keys.calendarFeedToken(token.tokenHash),
});

export type TCalendarFeedTokenRecord = ReturnType<typeof calendarFeedTokenEntity.parse>;

export async function getCalendarFeedOfUser(db: TDb, userId: string, kind: TCalendarFeedRecord['kind']): Promise<TCalendarFeedRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: calendarFeedEntity.key({ userId, kind }), ConsistentRead: true }));
  return calendarFeedEntity.parseOptional(result.Item);
}

/** Strongly consistent, so a secret replaced a moment ago no longer opens anything. */
export async function getCalendarFeedByTokenHash(db: TDb, tokenHash: string): Promise<TCalendarFeedTokenRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: calendarFeedTokenEntity.key({ tokenHash }), ConsistentRead: true }));
  return calendarFeedTokenEntity.parseOptional(result.Item);
}

/**
 * Stores `next` as the person's feed in one transaction: the feed item (only if it still is `previous`, or
 * absent when there is none), its new lookup item, and the removal of the previous secret's lookup.
 * Returns false when someone else changed the feed meanwhile (nothing is written then).
 */
export async function replaceCalendarFeed(db: TDb, next: TCalendarFeedRecord, previous: TCalendarFeedRecord | null): Promise<boolean> {
  const items: TTransactItem[] = [
    putOperation(db, {
      Item: calendarFeedEntity.toItem(next),
      ...(previous
        ? { ConditionExpression: 'tokenHash = :previous', ExpressionAttributeValues: { ':previous': previous.tokenHash } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    }),
    putOperation(db, {
      Item: calendarFeedTokenEntity.toItem({ tokenHash: next.tokenHash, userId: next.userId, kind: next.kind }),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
    ...(previous && previous.tokenHash !== next.tokenHash ? [deleteOperation(db, { Key: calendarFeedTokenEntity.key(previous) })] : []),
  ];
  return (await transactWrite(db, items)).written;
}
