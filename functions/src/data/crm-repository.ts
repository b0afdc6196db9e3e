import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TCrmDeliveryStatus, TCrmKind } from '@shared/constants/crm';
import { conditionalWrite } from './conditional-write';
import { crmConnectionEntity, crmDeliveryEntity, type TCrmConnectionRecord, type TCrmDeliveryRecord } from './crm-records';
import type { TDb, TTransactItem } from './db';
import { queryAllItems } from './query-pages';
import * as keys from './keys';
import { updateExpression } from './update-expression';

export async function getCrmConnection(db: TDb, userId: string): Promise<TCrmConnectionRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.crmConnection(userId), ConsistentRead: true }));
  return crmConnectionEntity.parseOptional(result.Item);
}

/** Connecting replaces whatever connection the agent had (one CRM at a time). */
export async function putCrmConnection(db: TDb, connection: TCrmConnectionRecord): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: crmConnectionEntity.toItem(connection) }));
}

export async function deleteCrmConnection(db: TDb, userId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.crmConnection(userId) }));
}

/** The 'pending' delivery written in the lead's own transaction, so a lead never exists without it. */
export const crmDeliveryPutItem = (db: TDb, delivery: TCrmDeliveryRecord): TTransactItem => ({
  Put: { TableName: db.tableName, Item: crmDeliveryEntity.toItem(delivery), ConditionExpression: 'attribute_not_exists(pk)' },
});

export async function getCrmDelivery(db: TDb, agentId: string, leadId: string): Promise<TCrmDeliveryRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.crmDelivery(agentId, leadId), ConsistentRead: true }));
  return crmDeliveryEntity.parseOptional(result.Item);
}

/** Every CRM delivery of an agent's leads, by lead id (one partition, like the pipeline states). */
export async function listCrmDeliveries(db: TDb, agentId: string): Promise<Map<string, TCrmDeliveryRecord>> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.crmDeliveryPartition(agentId), ':prefix': keys.leadPrefix },
  });
  return new Map(items.map((item) => crmDeliveryEntity.parse(item)).map((delivery) => [delivery.leadId, delivery]));
}

/** The worker's record of an attempt; never moves a delivered one back (a late duplicate message). */
export async function recordCrmDeliveryAttempt(
  db: TDb,
  delivery: Pick<TCrmDeliveryRecord, 'agentId' | 'leadId'>,
  changes: { status: TCrmDeliveryStatus; attempts: number; lastError: string | null; updatedAt: string; kind?: TCrmKind },
): Promise<boolean> {
  return (await updateUndelivered(db, delivery, changes)).written;
}

/** Puts an undelivered delivery back to 'pending' for a new round of attempts, through the agent's current CRM. */
export async function restartCrmDelivery(
  db: TDb,
  delivery: TCrmDeliveryRecord,
  changes: Pick<TCrmDeliveryRecord, 'kind' | 'updatedAt'>,
): Promise<TCrmDeliveryRecord | null> {
  const outcome = await updateUndelivered(db, delivery, { ...changes, status: 'pending', attempts: 0, lastError: null }, { ReturnValues: 'ALL_NEW' });
  return outcome.written ? crmDeliveryEntity.parse(outcome.attributes!) : null;
}

/** Changes a delivery unless it is gone or already delivered (a delivered lead is never sent again). */
function updateUndelivered(
  db: TDb,
  delivery: Pick<TCrmDeliveryRecord, 'agentId' | 'leadId'>,
  changes: Record<string, unknown>,
  options: { ReturnValues?: 'ALL_NEW' } = {},
) {
  const update = updateExpression(changes);
  return conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.crmDelivery(delivery.agentId, delivery.leadId),
      ...update,
      ConditionExpression: 'attribute_exists(pk) AND #status <> :delivered',
      ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#status': 'status' },
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':delivered': 'delivered' },
      ...options,
    }),
  );
}
