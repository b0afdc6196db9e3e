import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { ACCOUNT_EXPORT_STATUSES } from '@shared/constants/account-data';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { updateExpression } from './update-expression';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * USER#id / ACCOUNTEXPORT: the account's latest export of its data. One item per account, so "one at a time"
 * is one conditional write; the archive is a private object of the photo bucket (`objectKey`), reached only
 * through the download route with the mailed link's token (stored as its SHA-256).
 */
export const accountExportEntity = defineEntity({
  name: ENTITY.accountExport,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      id: z.string(),
      userId: z.string(),
      status: z.enum(ACCOUNT_EXPORT_STATUSES),
      requestedAt: z.string(),
      readyAt: z._default(z.nullable(z.string()), null),
      linkExpiresAt: z._default(z.nullable(z.string()), null),
      objectKey: z._default(z.nullable(z.string()), null),
      linkTokenHash: z._default(z.nullable(z.string()), null),
      mailedAt: z._default(z.nullable(z.string()), null),
    }),
  ),
  key: (record: { userId: string }) => keys.accountExport(record.userId),
});

export type TAccountExportRecord = ReturnType<typeof accountExportEntity.parse>;

export async function getAccountExport(db: TDb, userId: string): Promise<TAccountExportRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: accountExportEntity.key({ userId }), ConsistentRead: true }));
  return accountExportEntity.parseOptional(result.Item);
}

/** Writes a new queued export unless one is queued or running since `staleBefore` or later; false when one is. */
export async function putAccountExportIfIdle(db: TDb, record: TAccountExportRecord, staleBefore: string): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({
      TableName: db.tableName,
      Item: accountExportEntity.toItem(record),
      ConditionExpression: 'attribute_not_exists(pk) OR #status IN (:ready, :failed) OR requestedAt < :stale',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':ready': 'ready', ':failed': 'failed', ':stale': staleBefore },
    }),
  );
  return outcome.written;
}

/** Changes the export `id` (a newer export, or none, leaves the item alone: false). */
export async function updateAccountExport(
  db: TDb,
  userId: string,
  id: string,
  changes: Partial<Omit<TAccountExportRecord, 'id' | 'userId'>>,
): Promise<boolean> {
  const update = updateExpression(changes);
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: accountExportEntity.key({ userId }),
      ...update,
      ConditionExpression: 'id = :id',
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':id': id },
    }),
  );
  return outcome.written;
}
