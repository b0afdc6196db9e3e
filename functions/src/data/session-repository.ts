import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { batchDeleteItems } from './batch-items';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { queryAllItems } from './query-pages';
import { TABLE_KEYS, toEpochSeconds } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** SESSION#hash / SESSION, in its user's sessions (gsi1). */
export const sessionEntity = defineEntity({
  name: ENTITY.session,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      sessionHash: z.string(),
      userId: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      /** Idle expiry (epoch seconds), also the TTL attribute. */
      expiresAt: z.number(),
      /** Absolute expiry (epoch seconds); the idle expiry never passes it. */
      absoluteExpiresAt: z.number(),
      userAgent: z.string(),
    }),
  ),
  key: (session: { sessionHash: string }) => keys.session(session.sessionHash),
  indexKeys: (session) => keys.sessionByUser(session.userId, session.createdAt),
});

export type TSessionRecord = ReturnType<typeof sessionEntity.parse>;

export async function createSession(db: TDb, session: TSessionRecord): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: sessionEntity.toItem(session), ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** The session, or null when absent or expired (TTL deletion is lazy, so expiry is checked here). */
export async function getSession(db: TDb, sessionHash: string, now: Date): Promise<TSessionRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: sessionEntity.key({ sessionHash }) }));
  const session = sessionEntity.parseOptional(result.Item);
  if (!session) return null;
  const nowSeconds = toEpochSeconds(now);
  if (session.expiresAt <= nowSeconds || session.absoluteExpiresAt <= nowSeconds) return null;
  return session;
}

/** Moves the idle expiry; a session deleted meanwhile stays deleted. */
export async function slideSession(db: TDb, sessionHash: string, lastSeenAt: string, expiresAt: number): Promise<void> {
  await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: sessionEntity.key({ sessionHash }),
      UpdateExpression: 'SET lastSeenAt = :seen, expiresAt = :exp',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':seen': lastSeenAt, ':exp': expiresAt },
    }),
  );
}

export async function deleteSession(db: TDb, sessionHash: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: sessionEntity.key({ sessionHash }) }));
}

export async function listSessionsByUser(db: TDb, userId: string): Promise<TSessionRecord[]> {
  const items = await queryAllItems(db, {
    IndexName: TABLE_KEYS.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.sessionsOfUserPrefix },
  });
  return items.map(sessionEntity.parse);
}

/** Revokes every session of a user except `keepHash` (password change, account takeover response). */
export async function deleteSessionsOfUser(db: TDb, userId: string, keepHash?: string): Promise<number> {
  const doomed = (await listSessionsByUser(db, userId)).filter((s) => s.sessionHash !== keepHash);
  await batchDeleteItems(db, doomed.map(sessionEntity.key));
  return doomed.length;
}
