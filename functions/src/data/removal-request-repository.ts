import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * REMOVALREQ#sha256(token) / REMOVALREQ: a visitor's removal link, naming the address it removes. Only the token's
 * hash is stored; kept (with `usedAt`) until `expiresAt` (epoch seconds, TTL), so a used link says so.
 */
export const removalRequestEntity = defineEntity({
  name: ENTITY.removalRequest,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({ tokenHash: z.string(), email: z.string(), createdAt: z.string(), expiresAt: z.number(), usedAt: z._default(z.nullable(z.string()), null) }),
  ),
  key: (record: { tokenHash: string }) => keys.removalRequest(record.tokenHash),
});

export type TRemovalRequestRecord = ReturnType<typeof removalRequestEntity.parse>;

export async function putRemovalRequest(db: TDb, record: TRemovalRequestRecord): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: removalRequestEntity.toItem(record) }));
}

/** The link's record, expired or not (the caller tells the two apart for its message). */
export async function getRemovalRequest(db: TDb, tokenHash: string): Promise<TRemovalRequestRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: removalRequestEntity.key({ tokenHash }), ConsistentRead: true }));
  return removalRequestEntity.parseOptional(result.Item);
}

/** Marks the link used, once: false when another call used it first. */
export async function markRemovalRequestUsed(db: TDb, tokenHash: string, now: string): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: removalRequestEntity.key({ tokenHash }),
      UpdateExpression: 'SET usedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(usedAt) OR usedAt = :null)',
      ExpressionAttributeValues: { ':now': now, ':null': null },
    }),
  );
  return outcome.written;
}
