import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../platform/app-error';
import { agentStatsEntity } from './agent-stats-repository';
import { analyticsRollupUpdates } from './analytics-rollups';
import { writeOrFail } from './conditional-write';
import type { TDb, TTransactItem } from './db';
import { messageEntity, type TMessageRecord } from './message-records';
import { leadEntity, propertyEntity, type TLeadRecord, type TListingLeadRecord } from './property-records';
import { queryAllItems } from './query-pages';
import { TABLE_KEYS } from './table';
import * as keys from './keys';
import { profileEntity } from './user-records';

/**
 * Writes a lead, its conversation and the agent's lead and unread counters in one transaction, together
 * with the guard that the lead's target still exists (else 404 with `notFoundMessage`).
 */
async function writeLead(
  db: TDb,
  input: {
    lead: TLeadRecord;
    message: TMessageRecord;
    guard: TTransactItem;
    notFoundMessage: string;
    crmDelivery?: TTransactItem;
    listingTimeZone?: string | null;
  },
) {
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
          listing: lead.source === 'profile' ? null : { id: lead.listingId, title: lead.listingTitle, timeZone: input.listingTimeZone },
          agentTimeZone: input.listingTimeZone,
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

/**
 * A lead about an active listing; the listing's lead counter moves with it. `crmDelivery`: its pending CRM
 * delivery, if any; `listingTimeZone`: the listing's zone, whose day the inquiry counts on in analytics.
 */
export async function putLead(
  db: TDb,
  lead: TListingLeadRecord,
  message: TMessageRecord,
  crmDelivery?: TTransactItem,
  listingTimeZone?: string | null,
): Promise<void> {
  await writeLead(db, {
    lead,
    message,
    crmDelivery,
    listingTimeZone,
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

/**
 * A lead from an agent's public profile (no listing), while the user is still an agent or broker;
 * `agentTimeZone` (their newest listing's) is the zone whose day it counts on in analytics.
 */
export async function putProfileLead(
  db: TDb,
  lead: TLeadRecord,
  message: TMessageRecord,
  notFoundMessage: string,
  crmDelivery?: TTransactItem,
  agentTimeZone?: string | null,
): Promise<void> {
  await writeLead(db, {
    lead,
    message,
    crmDelivery,
    listingTimeZone: agentTimeZone,
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

/**
 * The zone of the agent's newest listing (gsi1, newest first, one item, only its zone), or null without
 * one: a profile contact has no listing, so analytics count it on the day where the agent's listings are.
 */
export async function newestListingTimeZone(db: TDb, agentId: string): Promise<string | null> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: TABLE_KEYS.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.agentPartition(agentId), ':prefix': keys.propertyPrefix },
      ProjectionExpression: '#zone',
      ExpressionAttributeNames: { '#zone': 'timeZone' },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const zone = result.Items?.[0]?.timeZone;
  return typeof zone === 'string' ? zone : null;
}
