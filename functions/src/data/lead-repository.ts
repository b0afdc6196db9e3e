import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../platform/app-error';
import { isConditionFailure, type TDb } from './db';
import type { TLeadRecord } from './property-records';
import { ENTITY, keys } from './table';

/** Stores a lead and bumps the listing's and the agent's lead counters, or nothing if the listing is gone. */
export async function putLead(db: TDb, lead: TLeadRecord): Promise<void> {
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: db.tableName,
              Item: { ...keys.lead(lead.listingId, lead.createdAt, lead.id), ...keys.leadByAgent(lead.agentId, lead.createdAt, lead.id), entity: ENTITY.lead, ...lead },
            },
          },
          {
            Update: {
              TableName: db.tableName,
              Key: keys.property(lead.listingId),
              UpdateExpression: 'ADD leadCount :one',
              ConditionExpression: 'attribute_exists(pk) AND #status = :active',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':one': 1, ':active': 'active' },
            },
          },
          {
            Update: {
              TableName: db.tableName,
              Key: keys.agentStats(lead.agentId),
              UpdateExpression: 'ADD totalLeads :one SET entity = :entity',
              ExpressionAttributeValues: { ':one': 1, ':entity': ENTITY.agentStats },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('Property Not Found');
    throw error;
  }
}

const toLead = ({ pk: _a, sk: _b, gsi1pk: _c, gsi1sk: _d, entity: _e, ...rest }: Record<string, unknown>) => rest as TLeadRecord;

/** Leads about one listing, newest first (they outlive the listing). */
export async function listLeadsOfProperty(db: TDb, propertyId: string): Promise<TLeadRecord[]> {
  const leads: TLeadRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.propertyPartition(propertyId), ':prefix': keys.leadPrefix },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    leads.push(...(page.Items ?? []).map(toLead));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return leads;
}
