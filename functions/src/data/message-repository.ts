import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TMessageFolder } from '@shared/constants/messages';
import { conflict } from '../platform/app-error';
import { agentStatsEntity } from './agent-stats-repository';
import { decodeCursor, encodeCursor } from './cursor';
import type { TDb } from './db';
import { isCountedUnread, messageEntity, type TMessageRecord } from './message-records';
import { collectPage } from './query-pages';
import { TABLE_KEYS } from './table';
import * as keys from './keys';
import { putOperation, transactOrFail, updateOperation } from './transaction';

export const MESSAGE_CHANGED_MEANWHILE = 'This message was changed meanwhile. Please try again.';

export async function getMessage(db: TDb, id: string): Promise<TMessageRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: messageEntity.key({ id }), ConsistentRead: true }));
  return messageEntity.parseOptional(result.Item);
}

/**
 * Replaces a conversation if nobody changed it since `before` was read; the agent's unread counter
 * (on the STATS item) moves in the same transaction. A concurrent change → 409.
 */
export async function replaceMessage(db: TDb, before: TMessageRecord, after: TMessageRecord): Promise<void> {
  const delta = Number(isCountedUnread(after)) - Number(isCountedUnread(before));
  await transactOrFail(
    db,
    [
      putOperation(db, {
        Item: messageEntity.toItem(after),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': before.version },
      }),
      ...(delta
        ? [
            updateOperation(db, {
              Key: agentStatsEntity.key({ userId: after.agentId }),
              UpdateExpression: 'ADD unreadMessages :delta SET entity = :entity',
              ExpressionAttributeValues: { ':delta': delta, ':entity': agentStatsEntity.name },
            }),
          ]
        : []),
    ],
    () => conflict(MESSAGE_CHANGED_MEANWHILE),
  );
}

/** The badge: unread conversations in the agent's inbox (0 for users who never received one). */
export async function getUnreadMessageCount(db: TDb, userId: string): Promise<number> {
  const result = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: agentStatsEntity.key({ userId }), ProjectionExpression: 'unreadMessages' }),
  );
  return Math.max(0, agentStatsEntity.parse(result.Item ?? {}).unreadMessages);
}

const INBOX_KEY_ATTRIBUTES = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, TABLE_KEYS.gsi1.partitionKey, TABLE_KEYS.gsi1.sortKey] as const;
const SENT_KEY_ATTRIBUTES = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, TABLE_KEYS.gsi2.partitionKey, TABLE_KEYS.gsi2.sortKey] as const;
/** A filtered page stops after this many reads, so one request never walks a huge mailbox. */
const MAX_READS_PER_PAGE = 10;

type TListInput = { userId: string; search?: string; limit: number; cursor?: string };
type TListPage = { items: TMessageRecord[]; nextCursor: string | null };

const searchFilter = (search: string | undefined) =>
  search ? { expression: 'contains(searchText, :search)', values: { ':search': search.toLowerCase() } } : { expression: '', values: {} };

/** The agent's inbox or archive, newest first, optionally matching a search. */
export async function listInboxMessages(db: TDb, input: TListInput & { folder: Exclude<TMessageFolder, 'sent'> }): Promise<TListPage> {
  const search = searchFilter(input.search);
  const cursorQuery = { list: 'inbox', userId: input.userId, folder: input.folder, search: input.search };
  const filter = ['isArchived = :archived', 'isDeleted = :false', search.expression].filter(Boolean).join(' AND ');
  const { items, nextStartKey } = await collectPage(
    db,
    {
      IndexName: TABLE_KEYS.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      FilterExpression: filter,
      ExpressionAttributeValues: {
        ':pk': keys.inboxPartition(input.userId),
        ':prefix': keys.messagePrefix,
        ':archived': input.folder === 'archived',
        ':false': false,
        ...search.values,
      },
      ScanIndexForward: false,
    },
    {
      limit: input.limit,
      startKey: decodeCursor(input.cursor, cursorQuery, INBOX_KEY_ATTRIBUTES),
      keyAttributes: INBOX_KEY_ATTRIBUTES,
      readLimit: 100,
      maxPages: MAX_READS_PER_PAGE,
    },
  );
  return { items: items.map(messageEntity.parse), nextCursor: encodeCursor(nextStartKey, cursorQuery) };
}

/** Inquiries the user sent while signed in, newest first, optionally matching a search. */
export async function listSentMessages(db: TDb, input: TListInput): Promise<TListPage> {
  const search = searchFilter(input.search);
  const cursorQuery = { list: 'sent', userId: input.userId, search: input.search };
  const { items, nextStartKey } = await collectPage(
    db,
    {
      IndexName: TABLE_KEYS.gsi2.name,
      KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
      ...(search.expression ? { FilterExpression: search.expression } : {}),
      ExpressionAttributeValues: { ':pk': keys.sentPartition(input.userId), ':prefix': keys.messagePrefix, ...search.values },
      ScanIndexForward: false,
    },
    {
      limit: input.limit,
      startKey: decodeCursor(input.cursor, cursorQuery, SENT_KEY_ATTRIBUTES),
      keyAttributes: SENT_KEY_ATTRIBUTES,
      readLimit: 100,
      maxPages: MAX_READS_PER_PAGE,
    },
  );
  return { items: items.map(messageEntity.parse), nextCursor: encodeCursor(nextStartKey, cursorQuery) };
}
