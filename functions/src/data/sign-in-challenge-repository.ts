import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import { ENTITY, keys, toEpochSeconds } from './table';

/** A sign-in whose password was right and that now waits for its second factor. */
export type TSignInChallengeRecord = {
  challengeHash: string;
  userId: string;
  /** Epoch seconds; also the TTL attribute. */
  expiresAt: number;
};

export async function createSignInChallenge(db: TDb, challenge: TSignInChallengeRecord): Promise<void> {
  await db.client.send(
    new PutCommand({ TableName: db.tableName, Item: { ...keys.signInChallenge(challenge.challengeHash), entity: ENTITY.signInChallenge, ...challenge } }),
  );
}

/** The challenge, or null when absent or expired (TTL deletion is lazy). */
export async function getSignInChallenge(db: TDb, challengeHash: string, now: Date): Promise<TSignInChallengeRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.signInChallenge(challengeHash), ConsistentRead: true }));
  const item = result.Item as TSignInChallengeRecord | undefined;
  return item && item.expiresAt > toEpochSeconds(now) ? item : null;
}

export async function deleteSignInChallenge(db: TDb, challengeHash: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.signInChallenge(challengeHash) }));
}
