import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../platform/app-error';
import { isConditionFailure, type TDb, type TTransactItem } from './db';
import type { TMessageRecord } from './message-records';
import { messageItem } from './message-repository';
import type { TLeadRecord, TListingLeadRecord } from './property-records';
import { queryAllItems } from './query-pages';
import { ENTITY, keys } from './table';

/**
 * Writes a lead, its conversation and the agent's lead and unread counters in one transaction, together
 * with the guard that the lead's target still exists (else 404 with `notFoundMessage`).
 */
async function writeLead(db: TDb, input: { leadKeys: { pk: string; sk: string }; lead: TLeadRecord; message: TMessageRecord; guard: TTransactItem; notFoundMessage: string }) {
  const { lead } = input;
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: db.tableName, Item: { ...input.leadKeys, ...keys.leadByAgent(lead.agentId, lead.createdAt, lead.id), entity: ENTITY.lead, ...lead } } },
          { Put: { TableName: db.tableName, Item: messageItem(input.message), ConditionExpression: 'attribute_not_exists(pk)' } },
          input.guard,
          {
            Update: {
              TableName: db.tableName,
              Key: keys.agentStats(lead.agentId),
              UpdateExpression: 'ADD totalLeads :one, unreadMessages :one SET entity = :entity',
              ExpressionAttributeValues: { ':one': 1, ':entity': ENTITY.agentStats },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(input.notFoundMessage);
    throw error;
  }
}

/** A lead about an active listing; the listing's lead counter moves with it. */
export async function putLead(db: TDb, lead: TListingLeadRecord, message: TMessageRecord): Promise<void> {
  await writeLead(db, {
    leadKeys: keys.lead(lead.listingId, lead.createdAt, lead.id),
    lead,
    message,
    notFoundMessage: 'Property Not Found',
    guard: {
      Update: {
        TableName: db.tableName,
        Key: keys.property(lead.listingId),
        UpdateExpression: 'ADD leadCount :one',
        ConditionExpression: 'attribute_exists(pk) AND #status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':active': 'active' },
      },
    },
  });
}

/** A lead from an agent's public profile (no listing), while the user is still an agent or broker. */
export async function putProfileLead(db: TDb, lead: TLeadRecord, message: TMessageRecord, notFoundMessage: string): Promise<void> {
  await writeLead(db, {
    leadKeys: keys.profileLead(lead.agentId, lead.createdAt, lead.id),
    lead,
    message,
    notFoundMessage,
    guard: {
      ConditionCheck: {
        TableName: db.tableName,
        Key: keys.profile(lead.agentId),
        ConditionExpression: '#role IN (:agent, :broker)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':agent': 'AGENT', ':broker': 'BROKER' },
      },
    },
  });
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
