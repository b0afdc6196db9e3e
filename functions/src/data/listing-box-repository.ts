import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import { CARD_ATTRIBUTES, toCardRecord } from './listing-browse-repository';
import type { TPropertyRecord } from './property-records';
import { GEO_PARTITION_PRECISION, TABLE_KEYS, keys } from './table';

/** A card plus what a text search in a box needs (browse reads it through a filter instead). */
const BOX_ATTRIBUTES = [...CARD_ATTRIBUTES, 'searchText'];
const BOX_NAMES = Object.fromEntries(BOX_ATTRIBUTES.map((name, i) => [`#b${i}`, name]));
const BOX_PROJECTION = BOX_ATTRIBUTES.map((name, i) => (name === 'images' ? `#b${i}[0]` : `#b${i}`)).join(', ');
const PAGE_SIZE = 300;

/**
 * The public listings of some geohash cells as cards (with their search text), for browse in a map box:
 * one Query per cell on the geo index (gsi5), `concurrency` cells at a time, as the map's viewport reads
 * it; no page starts once `maxItems` were read, and `truncated` says some cell was not read to its end.
 */
export async function listPublicListingCardsInCells(
  db: TDb,
  input: { cells: readonly string[]; maxItems: number; concurrency: number },
): Promise<{ items: TPropertyRecord[]; truncated: boolean }> {
  const items: TPropertyRecord[] = [];
  let truncated = false;
  const queue = [...input.cells];
  const readCell = async (cell: string) => {
    const narrowed = cell.length > GEO_PARTITION_PRECISION;
    let startKey: Record<string, unknown> | undefined;
    do {
      if (items.length >= input.maxItems) {
        truncated = true;
        return;
      }
      const page = await db.client.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: TABLE_KEYS.gsi5.name,
          KeyConditionExpression: narrowed ? 'gsi5pk = :pk AND begins_with(gsi5sk, :cell)' : 'gsi5pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.geoPartition(cell), ...(narrowed ? { ':cell': cell } : {}) },
          ExpressionAttributeNames: BOX_NAMES,
          ProjectionExpression: BOX_PROJECTION,
          ExclusiveStartKey: startKey,
          Limit: PAGE_SIZE,
        }),
      );
      for (const item of page.Items ?? []) items.push({ ...toCardRecord(item), searchText: typeof item.searchText === 'string' ? item.searchText : '' });
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  };
  const worker = async () => {
    for (let cell = queue.shift(); cell !== undefined; cell = queue.shift()) await readCell(cell);
  };
  await Promise.all(Array.from({ length: Math.min(input.concurrency, queue.length) }, worker));
  return { items, truncated };
}
