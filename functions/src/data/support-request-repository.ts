import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES, SUPPORT_TOPICS, type TSupportStatus } from '@shared/constants/support';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';
import { collectPage } from './query-pages';

/**
 * USER#userId / SUPPORT#id: a support request in its author's partition, in the admins' inbox by status
 * (gsi1: SUPPORTINBOX#status / priorityRank#createdAt#id, so priority first, then oldest first).
 */
export const supportRequestEntity = defineEntity({
  name: ENTITY.supportRequest,
  schema: z.object({
    id: z.string(),
    userId: z.string(),
    topic: z.enum(SUPPORT_TOPICS),
    message: z.string(),
    screenshotKey: z.nullable(z.string()),
    priority: z.enum(SUPPORT_PRIORITIES),
    /** The plan's name when the request was made (null: none), for the admin. */
    planName: z.nullable(z.string()),
    status: z.enum(SUPPORT_STATUSES),
    replies: z.array(z.object({ message: z.string(), sentAt: z.string(), by: z.string() })),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  key: (request: { userId: string; id: string }) => keys.supportRequest(request.userId, request.id),
  indexKeys: (request) => keys.supportInbox(request.status, request.priority === 'priority' ? '0' : '1', request.createdAt, request.id),
});
export type TSupportRequestRecord = ReturnType<typeof supportRequestEntity.parse>;

/** Requests an account keeps listed on its Help page. */
const OWN_REQUESTS_LISTED = 50;
/** The attributes of an inbox page's start key. */
export const SUPPORT_INBOX_KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;

export async function putSupportRequest(db: TDb, request: TSupportRequestRecord): Promise<void> {
  await db.client.send(
    new PutCommand({ TableName: db.tableName, Item: supportRequestEntity.toItem(request), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

export async function getSupportRequest(db: TDb, userId: string, requestId: string): Promise<TSupportRequestRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.supportRequest(userId, requestId), ConsistentRead: true }));
  return supportRequestEntity.parseOptional(result.Item);
}

/** The author's latest requests, newest first. */
export async function listSupportRequestsOfUser(db: TDb, userId: string): Promise<TSupportRequestRecord[]> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': keys.supportRequestPrefix },
      ScanIndexForward: false,
      Limit: OWN_REQUESTS_LISTED,
    }),
  );
  return (result.Items ?? []).map(supportRequestEntity.parse);
}

/** One page of the inbox for a status: priority first, then oldest first. */
export async function listSupportInboxPage(
  db: TDb,
  status: TSupportStatus,
  page: { limit: number; startKey?: Record<string, unknown> },
): Promise<{ items: TSupportRequestRecord[]; nextStartKey: Record<string, unknown> | undefined }> {
  const collected = await collectPage(
    db,
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.supportInboxPartition(status) },
      ScanIndexForward: true,
    },
    { limit: page.limit, startKey: page.startKey, keyAttributes: SUPPORT_INBOX_KEY_ATTRIBUTES },
  );
  return { items: collected.items.map(supportRequestEntity.parse), nextStartKey: collected.nextStartKey };
}

/** Writes a changed request (status, replies) if nobody changed it since `before` was read; false otherwise. */
export async function replaceSupportRequest(db: TDb, before: TSupportRequestRecord, after: TSupportRequestRecord): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new PutCommand({
      TableName: db.tableName,
      Item: supportRequestEntity.toItem(after),
      ConditionExpression: 'updatedAt = :updatedAt',
      ExpressionAttributeValues: { ':updatedAt': before.updatedAt },
    }),
  );
  return outcome.written;
}
