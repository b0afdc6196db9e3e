import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../platform/app-error';
import { isConditionFailure, type TDb } from './db';
import type { TMessageRecord } from './message-records';
import { messageItem } from './message-repository';
import type { TLeadRecord, TListingLeadRecord } from './property-records';
import { queryAllItems } from './query-pages';
import { ENTITY, keys } from './table';

const countLead = (db: TDb, agentId: string) => ({
  Update: {
    TableName: db.tableName,
    Key: keys.agentStats(agentId),
    UpdateExpression: 'ADD totalLeads :one, unreadMessages :one SET entity = :entity',
    ExpressionAttributeValues: { ':one': 1, ':entity': ENTITY.agentStats },
  },
});

/**
 * Stores a listing lead with its conversation and bumps the listing's lead counter and the agent's lead
 * and unread counters, or nothing if the listing is gone.
 */
export async function putLead(db: TDb, lead: TListingLeadRecord, message: TMessageRecord): Promise<void> {
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
          { Put: { TableName: db.tableName, Item: messageItem(message), ConditionExpression: 'attribute_not_exists(pk)' } },
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
          countLead(db, lead.agentId),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('Property Not Found');
    throw error;
  }
}

/**
 * Stores a lead from an agent's public profile (no listing) with its conversation and bumps the agent's
 * counters, or nothing if the user is no longer an agent or broker.
 */
export async function putProfileLead(db: TDb, lead: TLeadRecord, message: TMessageRecord, notFoundMessage: string): Promise<void> {
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: db.tableName,
              Item: { ...keys.profileLead(lead.agentId, lead.createdAt, lead.id), ...keys.leadByAgent(lead.agentId, lead.createdAt, lead.id), entity: ENTITY.lead, ...lead },
            },
          },
          { Put: { TableName: db.tableName, Item: messageItem(message), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            ConditionCheck: {
              TableName: db.tableName,
              Key: keys.profile(lead.agentId),
              ConditionExpression: '#role IN (:agent, :broker)',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':agent': 'AGENT', ':broker': 'BROKER' },
            },
          },
          countLead(db, lead.agentId),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(notFoundMessage);
    throw error;
  }
}

const toLead = ({ pk: _a, sk: _b, gsi1pk: _c, gsi1sk: _d, entity: _e, ...rest }: Record<string, unknown>) => rest as TListingLeadRecord;

/** Leads about one listing, newest first (they outlive the listing). */
export async function listLeadsOfProperty(db: TDb, propertyId: string): Promise<TListingLeadRecord[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.propertyPartition(propertyId), ':prefix': keys.leadPrefix },
    ScanIndexForward: false,
  });
  return items.map(toLead);
}
