import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import { cellRuns, type TCellRun } from './geohash';
import { mapWithConcurrency } from '../platform/map-with-concurrency';
import { GEO_PARTITION_PRECISION, TABLE_KEYS } from './table';

/**
 * A read of the geo index (gsi5): the partitions a run of cells is in (the listings': one per coarse cell; the
 * open houses': one per coarse cell and week), the attributes it projects (the cover photo only of `images`),
 * an optional filter (it narrows what comes back, not what is read) and how an item is parsed.
 */
export type TGeoIndexRead<T> = {
  partitionsOf: (run: TCellRun) => readonly string[];
  attributes: readonly string[];
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  parse: (item: Record<string, unknown>) => T;
};

/** What a read found, and what it cost: items DynamoDB read (before any filter) and the read units it charged. */
export type TGeoIndexResult<T> = { items: T[]; truncated: boolean; itemsRead: number; readUnits: number };

/** Items one Query page reads at most. */
const PAGE_SIZE = 300;

/**
 * The items of some geohash cells (all of one precision, GEO_PARTITION_PRECISION characters or more), as `read`
 * projects and parses them: the cells merged into runs of consecutive cells (cellRuns), one Query per run and
 * partition on the geo index (gsi5), the sort key, for cells finer than a partition, between the run's first
 * cell and the end of its last (every sort key there begins with its item's geohash). The Queries run in
 * parallel, `concurrency` at a time; each page asks for no more than the items `maxItems` leaves once the pages
 * in flight are counted, so at most `maxItems` are read, and `truncated` says some Query was not read to its end.
 */
export async function readGeoIndexCells<T>(
  db: TDb,
  input: { cells: readonly string[]; maxItems: number; concurrency: number },
  read: TGeoIndexRead<T>,
): Promise<TGeoIndexResult<T>> {
  // Every name through a placeholder: DynamoDB reserves many words (status, state, timeZone…).
  const names = { ...Object.fromEntries(read.attributes.map((name, i) => [`#g${i}`, name])), ...read.filter?.names };
  const projection = read.attributes.map((name, i) => (name === 'images' ? `#g${i}[0]` : `#g${i}`)).join(', ');
  const queries = cellRuns(input.cells, GEO_PARTITION_PRECISION).flatMap((run) => read.partitionsOf(run).map((partition) => ({ run, partition })));
  const result: TGeoIndexResult<T> = { items: [], truncated: false, itemsRead: 0, readUnits: 0 };
  /** Items read or asked for by a page in flight; a Query out of budget waits for those pages to give back what they did not read. */
  let reserved = 0;
  const inFlight = new Set<Promise<unknown>>();
  const budget = async () => {
    while (input.maxItems - reserved <= 0 && inFlight.size > 0) await Promise.race(inFlight);
    return Math.min(PAGE_SIZE, input.maxItems - reserved);
  };
  await mapWithConcurrency(queries, input.concurrency, async ({ run, partition }) => {
    const narrowed = run.first.length > GEO_PARTITION_PRECISION;
    let startKey: Record<string, unknown> | undefined;
    do {
      const limit = await budget();
      if (limit <= 0) {
        result.truncated = true;
        return;
      }
      reserved += limit;
      const sent = db.client.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: TABLE_KEYS.gsi5.name,
          // '~' sorts after every geohash character and '#': the range ends after the last cell's items.
          KeyConditionExpression: narrowed ? 'gsi5pk = :pk AND gsi5sk BETWEEN :first AND :end' : 'gsi5pk = :pk',
          ...(read.filter ? { FilterExpression: read.filter.expression } : {}),
          ExpressionAttributeValues: { ':pk': partition, ...(narrowed ? { ':first': run.first, ':end': `${run.last}~` } : {}), ...read.filter?.values },
          ExpressionAttributeNames: names,
          ProjectionExpression: projection,
          ExclusiveStartKey: startKey,
          Limit: limit,
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      const settled = sent.then((page) => {
        reserved -= limit - (page.ScannedCount ?? page.Items?.length ?? 0);
        return page;
      });
      inFlight.add(settled);
      const page = await settled.finally(() => inFlight.delete(settled));
      result.items.push(...(page.Items ?? []).map(read.parse));
      result.itemsRead += page.ScannedCount ?? page.Items?.length ?? 0;
      result.readUnits += page.ConsumedCapacity?.CapacityUnits ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  });
  return result;
}
