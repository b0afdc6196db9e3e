import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../platform/app-error';
import { agentStatsEntity } from './agent-stats-repository';
import { analyticsRollupUpdates } from './analytics-rollups';
import { writeOrFail } from './conditional-write';
import type { TDb, TTransactItem } from './db';
import { messageEntity, type TMessageRecord } from './message-records';
import { leadEntity, propertyEntity, type TLeadRecord, type TListingLeadRecord } from './property-records';
import { queryAllItems } from './query-pages';
import { keys } from './table';
import { profileEntity } from './user-records';

/**
 * Writes a lead, its conversation and the agent's lead and unread counters in one transaction, together
 * with the guard that the lead's target still exists (else 404 with `notFoundMessage`).
 */
async function writeLead(db: TDb, input: { lead: TLeadRecord; message: TMessageRecord; guard: TTransactItem; notFoundMessage: string; crmDelivery?: TTransactItem }) {
  const { lead } = input;
  await writeOrFail(
    db,
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.tableName, Item: leadEntity.toItem(lead) } },
        { Put: { TableName: db.tableName, Item: messageEntity.toItem(input.message), ConditionExpression: 'attribute_not_exists(pk)' } },
        input.guard,
        {
          Update: {
            TableName: db.tableName,
            Key: agentStatsEntity.key({ userId: lead.agentId }),
            UpdateExpression: 'ADD totalLeads :one, unreadMessages :one SET entity = :entity',
            ExpressionAttributeValues: { ':one': 1, ':entity': agentStatsEntity.name },
          },
        },
        ...analyticsRollupUpdates(db.tableName, {
          agentId: lead.agentId,
          listing: lead.source === 'profile' ? null : { id: lead.listingId, title: lead.listingTitle },
          at: lead.createdAt,
          counts: { inquiries: 1 },
          leadStatus: { from: null, to: 'new' },
        }),
        ...(input.crmDelivery ? [input.crmDelivery] : []),
      ],
    }),
    () => notFound(input.notFoundMessage),
  );
}

/** A lead about an active listing; the listing's lead counter moves with it. `crmDelivery`: its pending CRM delivery, if any. */
export async function putLead(db: TDb, lead: TListingLeadRecord, message: TMessageRecord, crmDelivery?: TTransactItem): Promise<void> {
  await writeLead(db, {
    lead,
    message,
    crmDelivery,
    notFoundMessage: 'Property Not Found',
    guard: {
      Update: {
        TableName: db.tableName,
        Key: propertyEntity.key({ id: lead.listingId }),
        UpdateExpression: 'ADD leadCount :one',
        ConditionExpression: 'attribute_exists(pk) AND #status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':active': 'active' },
      },
    },
  });
}

/** A lead from an agent's public profile (no listing), while the user is still an agent or broker. */
export async function putProfileLead(db: TDb, lead: TLeadRecord, message: TMessageRecord, notFoundMessage: string, crmDelivery?: TTransactItem): Promise<void> {
  await writeLead(db, {
    lead,
    message,
    crmDelivery,
    notFoundMessage,
    guard: {
      ConditionCheck: {
        TableName: db.tableName,
        Key: profileEntity.key({ userId: lead.agentId }),
        ConditionExpression: '#role IN (:agent, :broker)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':agent': 'AGENT', ':broker': 'BROKER' },
      },
    },
  });
}

/** Leads about one listing, newest first (they outlive the listing). */
/** Inquiries from the listing's page and sign-ins at its open houses, newest first. */
export async function listLeadsOfProperty(db: TDb, propertyId: string): Promise<Exclude<TLeadRecord, { source: 'profile' }>[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.propertyPartition(propertyId), ':prefix': keys.leadPrefix },
    ScanIndexForward: false,
  });
  return items.map(leadEntity.parse).filter((lead) => lead.source !== 'profile');
}
