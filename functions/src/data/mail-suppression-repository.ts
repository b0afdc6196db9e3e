import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** SUPPRESSED#email: SES reported a hard bounce or a complaint for this address; nothing of ours goes to it. */
export const mailSuppressionEntity = defineEntity({
  name: ENTITY.mailSuppression,
  schema: z.object({ email: z.string(), reason: z.enum(['bounce', 'complaint']), at: z.string() }),
  key: (record: { email: string }) => keys.mailSuppression(record.email),
});

export async function isMailSuppressed(db: TDb, email: string): Promise<boolean> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.mailSuppression(email) }));
  return Boolean(result.Item);
}

export async function suppressMail(db: TDb, record: { email: string; reason: 'bounce' | 'complaint'; at: string }): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: mailSuppressionEntity.toItem({ ...record, email: record.email.toLowerCase() }) }));
}
