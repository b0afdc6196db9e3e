import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDb, TTransactItem } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * CONSENT#agentId / DECLINED#email: a visitor left the consent box unticked at a sign-in of this agent's.
 * As lasting as an unsubscribe: a yes at any sign-in before or after does not lift it.
 */
export const visitorConsentDeclinedEntity = defineEntity({
  name: ENTITY.visitorConsentDeclined,
  schema: /* @__PURE__ */ lazySchema(() => z.object({ agentId: z.string(), email: z.string(), openHouseId: z.string(), declinedAt: z.string() })),
  key: (record: { agentId: string; email: string }) => keys.visitorConsentDeclined(record.agentId, record.email),
});

export type TVisitorConsentDeclinedRecord = ReturnType<typeof visitorConsentDeclinedEntity.parse>;

/** The write recording the no, for the sign-in's own transaction (a repeat only moves its date). */
export const visitorConsentDeclinedWrite = (db: TDb, record: TVisitorConsentDeclinedRecord): TTransactItem => ({
  Put: { TableName: db.tableName, Item: visitorConsentDeclinedEntity.toItem({ ...record, email: record.email.toLowerCase() }) },
});

export async function isVisitorConsentDeclined(db: TDb, agentId: string, email: string): Promise<boolean> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.visitorConsentDeclined(agentId, email), ConsistentRead: true }));
  return Boolean(result.Item);
}
