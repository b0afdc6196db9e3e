import { collectPage } from './query-pages';
import { decodeCursor, encodeCursor } from './cursor';
import type { TDb } from './db';
import { TABLE_KEYS } from './table';
import * as keys from './keys';

const LINKED_INDEX_KEYS = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, TABLE_KEYS.gsi2.partitionKey, TABLE_KEYS.gsi2.sortKey] as const;

/**
 * A page of the listings an agent is linked to (a co-listed listing, a broker's office listing another
 * account owns), newest link first: the ids of the listings, one Query on gsi2 (`LINKED#userId`), with the
 * role read from the listing itself by the caller. A link dropped since (the listing left the member's feed)
 * may still be among them: the caller checks the listing names the agent.
 */
export async function listLinkedListingIds(
  db: TDb,
  input: { userId: string; limit: number; cursor?: string },
): Promise<{ propertyIds: string[]; nextCursor: string | null }> {
  const cursorQuery = { list: 'linked', userId: input.userId };
  const { items, nextStartKey } = await collectPage(
    db,
    {
      IndexName: TABLE_KEYS.gsi2.name,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.linkedListingsPartition(input.userId) },
      ScanIndexForward: false,
    },
    { limit: input.limit, startKey: decodeCursor(input.cursor, cursorQuery, LINKED_INDEX_KEYS), keyAttributes: LINKED_INDEX_KEYS },
  );
  return { propertyIds: items.map((item) => String(item.propertyId)), nextCursor: encodeCursor(nextStartKey, cursorQuery) };
}
