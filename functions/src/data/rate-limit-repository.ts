import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { toEpochSeconds } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** RATE#scope#key#windowStart / RATE: attempts in one fixed window; the item expires with its window. */
export const rateCounterEntity = defineEntity({
  name: ENTITY.rate,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ attempts: z._default(z.number(), 0) })),
  key: (window: { scope: string; key: string; windowStart: number }) => keys.rate(window.scope, window.key, window.windowStart),
});

/** STREAK#scope#key / STREAK: consecutive failures of one sign-in subject, forgotten at `expiresAt`. */
export const failureStreakEntity = defineEntity({
  name: ENTITY.failureStreak,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ failures: z.number(), lastFailureAt: z.number(), expiresAt: z.number() })),
  key: (subject: { scope: string; key: string }) => keys.failureStreak(subject.scope, subject.key),
});

const windowStartOf = (now: Date, windowSeconds: number) => Math.floor(toEpochSeconds(now) / windowSeconds) * windowSeconds;

/** Attempts recorded for `key` in the current fixed window. */
export async function countAttempts(db: TDb, scope: string, key: string, windowSeconds: number, now: Date): Promise<number> {
  const result = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: rateCounterEntity.key({ scope, key, windowStart: windowStartOf(now, windowSeconds) }),
      ProjectionExpression: 'attempts',
    }),
  );
  return rateCounterEntity.parseOptional(result.Item)?.attempts ?? 0;
}

/** Adds one attempt to the current window and returns the new count; the item expires with its window. */
export async function recordAttempt(db: TDb, scope: string, key: string, windowSeconds: number, now: Date): Promise<number> {
  const windowStart = windowStartOf(now, windowSeconds);
  const result = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: rateCounterEntity.key({ scope, key, windowStart }),
      UpdateExpression: 'ADD attempts :one SET entity = :entity, expiresAt = :exp',
      ExpressionAttributeValues: { ':one': 1, ':entity': rateCounterEntity.name, ':exp': windowStart + windowSeconds },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return rateCounterEntity.parse(result.Attributes ?? {}).attempts;
}

/**
 * Adds one attempt and answers the attempts of the last `windowSeconds` as a sliding window estimates them:
 * this window's count plus the previous window's, weighted by the share of it still inside the last
 * `windowSeconds`. Unlike a fixed window, a burst at the end of one window and the start of the next
 * counts together.
 */
export async function recordAttemptInSlidingWindow(db: TDb, scope: string, key: string, windowSeconds: number, now: Date): Promise<number> {
  const [current, previous] = await Promise.all([
    recordAttempt(db, scope, key, windowSeconds, now),
    countAttempts(db, scope, key, windowSeconds, new Date(now.getTime() - windowSeconds * 1000)),
  ]);
  const elapsedShare = (toEpochSeconds(now) - windowStartOf(now, windowSeconds)) / windowSeconds;
  return current + previous * (1 - elapsedShare);
}

/** Seconds until the current window closes (for Retry-After). */
export const secondsLeftInWindow = (now: Date, windowSeconds: number) => windowStartOf(now, windowSeconds) + windowSeconds - toEpochSeconds(now);

/** Consecutive failures of one sign-in subject (an account, a trusted device) and when the last one happened. */
export type TFailureStreak = { failures: number; lastFailureAt: number };

/** The subject's current streak; an expired one counts as none (TTL deletion is lazy). */
export async function getFailureStreak(db: TDb, scope: string, key: string, now: Date): Promise<TFailureStreak> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: failureStreakEntity.key({ scope, key }), ConsistentRead: true }));
  const streak = failureStreakEntity.parseOptional(result.Item);
  if (!streak || streak.expiresAt <= toEpochSeconds(now)) return { failures: 0, lastFailureAt: 0 };
  return { failures: streak.failures, lastFailureAt: streak.lastFailureAt };
}

/**
 * Adds a failure to the streak atomically (parallel guesses all count); an expired streak starts again
 * at one. The streak is forgotten `resetAfterSeconds` after its last failure.
 */
export async function recordFailure(db: TDb, scope: string, key: string, now: Date, resetAfterSeconds: number): Promise<void> {
  const nowSeconds = toEpochSeconds(now);
  const expiresAt = nowSeconds + resetAfterSeconds;
  const added = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: failureStreakEntity.key({ scope, key }),
      UpdateExpression: 'ADD failures :one SET lastFailureAt = :now, entity = :entity, expiresAt = :exp',
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt > :now',
      ExpressionAttributeValues: { ':now': nowSeconds, ':entity': failureStreakEntity.name, ':exp': expiresAt, ':one': 1 },
    }),
  );
  if (!added.written) {
    await db.client.send(
      new PutCommand({ TableName: db.tableName, Item: failureStreakEntity.toItem({ scope, key, failures: 1, lastFailureAt: nowSeconds, expiresAt }) }),
    );
  }
}

export async function clearFailures(db: TDb, scope: string, key: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: failureStreakEntity.key({ scope, key }) }));
}
