import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** This e-mail asked to receive no more mail sent on behalf of this agent. */
export const optOutEntity = defineEntity({
  name: ENTITY.optOut,
  schema: z.object({ agentId: z.string(), email: z.string(), createdAt: z.string() }),
  key: (record) => keys.optOut(record.agentId, record.email),
});

/**
 * What one unsubscribe link stops: 'agent-mail' an agent's mail to a visitor (thank-yous, follow-ups),
 * 'lead-alerts' the lead alert e-mails to the agent (agentId) themselves, 'search-alerts' the saved-search
 * e-mails to the person (agentId holds their user id).
 */
export const MAIL_KINDS = ['agent-mail', 'lead-alerts', 'search-alerts'] as const;
export type TMailKind = (typeof MAIL_KINDS)[number];

/** The unguessable token in one unsubscribe link, naming whom it unsubscribes from what. */
export const optOutTokenEntity = defineEntity({
  name: ENTITY.optOutToken,
  schema: z.object({ token: z.string(), agentId: z.string(), email: z.string(), createdAt: z.string(), kind: z._default(z.enum(MAIL_KINDS), 'agent-mail') }),
  key: (record) => keys.optOutToken(record.token),
});

export type TOptOutTokenRecord = ReturnType<typeof optOutTokenEntity.parse>;

export async function isOptedOut(db: TDb, agentId: string, email: string): Promise<boolean> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.optOut(agentId, email) }));
  return Boolean(result.Item);
}

export async function putOptOut(db: TDb, record: { agentId: string; email: string; createdAt: string }): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: optOutEntity.toItem(record) }));
}

export async function putOptOutToken(db: TDb, record: Omit<TOptOutTokenRecord, 'kind'> & { kind?: TMailKind }): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: optOutTokenEntity.toItem({ ...record, kind: record.kind ?? 'agent-mail' }) }));
}

export async function getOptOutToken(db: TDb, token: string): Promise<TOptOutTokenRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.optOutToken(token) }));
  return optOutTokenEntity.parseOptional(result.Item);
}
