import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import { queryAllItems } from './query-pages';
import { ENTITY, keys, toEpochSeconds } from './table';

export type TSessionRecord = {
  sessionHash: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  /** Idle expiry (epoch seconds), also the TTL attribute. */
  expiresAt: number;
  /** Absolute expiry (epoch seconds); the idle expiry never passes it. */
  absoluteExpiresAt: number;
  userAgent: string;
};

export async function createSession(db: TDb, session: TSessionRecord): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: { ...keys.session(session.sessionHash), ...keys.sessionByUser(session.userId, session.createdAt), entity: ENTITY.session, ...session },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The session, or null when absent or expired (TTL deletion is lazy, so expiry is checked here). */
export async function getSession(db: TDb, sessionHash: string, now: Date): Promise<TSessionRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.session(sessionHash) }));
  const item = result.Item as TSessionRecord | undefined;
  if (!item) return null;
  const nowSeconds = toEpochSeconds(now);
  if (item.expiresAt <= nowSeconds || item.absoluteExpiresAt <= nowSeconds) return null;
  return item;
}

export async function slideSession(db: TDb, sessionHash: string, lastSeenAt: string, expiresAt: number): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.session(sessionHash),
      UpdateExpression: 'SET lastSeenAt = :seen, expiresAt = :exp',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':seen': lastSeenAt, ':exp': expiresAt },
    }),
  ).catch(() => undefined); // a session deleted meanwhile stays deleted
}

export async function deleteSession(db: TDb, sessionHash: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.session(sessionHash) }));
}

export async function listSessionsByUser(db: TDb, userId: string): Promise<TSessionRecord[]> {
  const items = await queryAllItems(db, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.sessionsOfUserPrefix },
  });
  return items as TSessionRecord[];
}

/** Revokes every session of a user except `keepHash` (password change, account takeover response). */
export async function deleteSessionsOfUser(db: TDb, userId: string, keepHash?: string): Promise<number> {
  const doomed = (await listSessionsByUser(db, userId)).filter((s) => s.sessionHash !== keepHash);
  for (let i = 0; i < doomed.length; i += 25) {
    await db.client.send(
      new BatchWriteCommand({
        RequestItems: { [db.tableName]: doomed.slice(i, i + 25).map((s) => ({ DeleteRequest: { Key: keys.session(s.sessionHash) } })) },
      }),
    );
  }
  return doomed.length;
}
