import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SUPPRESSION_REASONS, SUPPRESSION_SCOPES, type TSuppressionScope } from '@shared/schemas/mail-suppression.schema';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { batchGetItems } from './batch-items';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { queryAllItems } from './query-pages';

/**
 * One thing suppressed for an address (SUPPRESSED#email): everything after SES reported a hard bounce or a
 * complaint, or one kind of mail it unsubscribed from (an agent's mail: per agent). Items written before
 * kinds existed were bounces and complaints: their scope reads as 'all'.
 */
export const mailSuppressionEntity = defineEntity({
  name: ENTITY.mailSuppression,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      email: z.string(),
      scope: z._default(z.enum(SUPPRESSION_SCOPES), 'all'),
      agentId: z._default(z.nullable(z.string()), null),
      reason: z.enum(SUPPRESSION_REASONS),
      at: z.string(),
    }),
  ),
  key: (record: { email: string; scope: TSuppressionScope; agentId: string | null }) => keys.mailSuppression(record.email, record.scope, record.agentId),
});

export type TMailSuppressionRecord = ReturnType<typeof mailSuppressionEntity.parse>;
export type TSuppressionKey = { scope: TSuppressionScope; agentId: string | null };

/**
 * The suppressions of one address among `scopes`, in one strongly consistent batch read (a send right
 * after an unsubscribe must see it). Unsubscribes kept before this list (OPTOUT items) are moved into it
 * once per data folder (infra/local/seed/backfill-opt-outs.ts), so this is the one store senders read.
 */
export async function getMailSuppressions(db: TDb, email: string, scopes: readonly TSuppressionKey[]): Promise<TMailSuppressionRecord[]> {
  const items = await batchGetItems(
    db,
    scopes.map((s) => keys.mailSuppression(email, s.scope, s.agentId)),
    { ConsistentRead: true },
  );
  return items.map((item) => mailSuppressionEntity.parse(item));
}

/** Everything suppressed for one address (its partition: one item per suppression). */
export async function listMailSuppressionsOfAddress(db: TDb, email: string): Promise<TMailSuppressionRecord[]> {
  const items = await queryAllItems(db, { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.mailSuppressionPartition(email) } });
  return items.map((item) => mailSuppressionEntity.parse(item));
}

/** Suppresses one scope of an address; one already there keeps its reason and date (a redelivered event changes nothing). */
export async function putMailSuppression(db: TDb, record: TMailSuppressionRecord): Promise<void> {
  const item = mailSuppressionEntity.toItem({ ...record, email: record.email.toLowerCase() });
  await conditionalWrite(db, new PutCommand({ TableName: db.tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** Lifts one suppression of an address; false when there was none. */
export async function deleteMailSuppression(db: TDb, email: string, key: TSuppressionKey): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new DeleteCommand({ TableName: db.tableName, Key: keys.mailSuppression(email, key.scope, key.agentId), ConditionExpression: 'attribute_exists(pk)' }),
  );
  return outcome.written;
}
