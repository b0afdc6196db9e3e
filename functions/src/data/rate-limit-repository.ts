import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
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
