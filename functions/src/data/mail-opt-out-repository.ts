import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { MAIL_KINDS, type TMailKind } from '@shared/schemas/mail-suppression.schema';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * This e-mail asked to receive no more mail sent on behalf of this agent: how unsubscribes were stored
 * before the suppression list (mail-suppression-repository.ts); none is written, and the start-up backfill
 * (infra/local/seed/backfill-opt-outs.ts) moves what is left into the list.
 */
export const optOutEntity = defineEntity({
  name: ENTITY.optOut,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ agentId: z.string(), email: z.string(), createdAt: z.string() })),
  key: (record) => keys.optOut(record.agentId, record.email),
});

/**
 * The unguessable token in one unsubscribe link, naming whom it unsubscribes from what (MAIL_KINDS);
 * agentId is the agent for 'agent-mail', else the person the alerts are for.
 */
export const optOutTokenEntity = defineEntity({
  name: ENTITY.optOutToken,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({ token: z.string(), agentId: z.string(), email: z.string(), createdAt: z.string(), kind: z._default(z.enum(MAIL_KINDS), 'agent-mail') }),
  ),
  key: (record) => keys.optOutToken(record.token),
});

export type TOptOutTokenRecord = ReturnType<typeof optOutTokenEntity.parse>;

export async function putOptOutToken(db: TDb, record: Omit<TOptOutTokenRecord, 'kind'> & { kind?: TMailKind }): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: optOutTokenEntity.toItem({ ...record, kind: record.kind ?? 'agent-mail' }) }));
}

export async function getOptOutToken(db: TDb, token: string): Promise<TOptOutTokenRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.optOutToken(token) }));
  return optOutTokenEntity.parseOptional(result.Item);
}
