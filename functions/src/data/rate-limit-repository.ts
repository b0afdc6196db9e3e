import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, type TDb } from './db';
import { ENTITY, keys, toEpochSeconds } from './table';

const windowStartOf = (now: Date, windowSeconds: number) => Math.floor(toEpochSeconds(now) / windowSeconds) * windowSeconds;

/** Attempts recorded for `key` in the current fixed window. */
export async function countAttempts(db: TDb, scope: string, key: string, windowSeconds: number, now: Date): Promise<number> {
  const result = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: keys.rate(scope, key, windowStartOf(now, windowSeconds)), ProjectionExpression: 'attempts' }),
  );
  return (result.Item?.attempts as number | undefined) ?? 0;
}

/** Adds one attempt to the current window and returns the new count; the item expires with its window. */
export async function recordAttempt(db: TDb, scope: string, key: string, windowSeconds: number, now: Date): Promise<number> {
  const windowStart = windowStartOf(now, windowSeconds);
  const result = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.rate(scope, key, windowStart),
      UpdateExpression: 'ADD attempts :one SET entity = :entity, expiresAt = :exp',
      ExpressionAttributeValues: { ':one': 1, ':entity': ENTITY.rate, ':exp': windowStart + windowSeconds },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return (result.Attributes?.attempts as number | undefined) ?? 1;
}

/** Seconds until the current window closes (for Retry-After). */
export const secondsLeftInWindow = (now: Date, windowSeconds: number) =>
  windowStartOf(now, windowSeconds) + windowSeconds - toEpochSeconds(now);

/** Consecutive failures of one sign-in subject (an account, a trusted device) and when the last one happened. */
export type TFailureStreak = { failures: number; lastFailureAt: number };

/** The subject's current streak; an expired one counts as none (TTL deletion is lazy). */
export async function getFailureStreak(db: TDb, scope: string, key: string, now: Date): Promise<TFailureStreak> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.failureStreak(scope, key), ConsistentRead: true }));
  const item = result.Item as (TFailureStreak & { expiresAt: number }) | undefined;
  if (!item || item.expiresAt <= toEpochSeconds(now)) return { failures: 0, lastFailureAt: 0 };
  return { failures: item.failures, lastFailureAt: item.lastFailureAt };
}

/**
 * Adds a failure to the streak atomically (parallel guesses all count); an expired streak starts again
 * at one. The streak is forgotten `resetAfterSeconds` after its last failure.
 */
export async function recordFailure(db: TDb, scope: string, key: string, now: Date, resetAfterSeconds: number): Promise<void> {
  const nowSeconds = toEpochSeconds(now);
  const values = { ':now': nowSeconds, ':entity': ENTITY.failureStreak, ':exp': nowSeconds + resetAfterSeconds };
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.failureStreak(scope, key),
        UpdateExpression: 'ADD failures :one SET lastFailureAt = :now, entity = :entity, expiresAt = :exp',
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt > :now',
        ExpressionAttributeValues: { ...values, ':one': 1 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await db.client.send(
      new PutCommand({ TableName: db.tableName, Item: { ...keys.failureStreak(scope, key), failures: 1, lastFailureAt: nowSeconds, entity: ENTITY.failureStreak, expiresAt: values[':exp'] } }),
    );
  }
}

export async function clearFailures(db: TDb, scope: string, key: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.failureStreak(scope, key) }));
}
