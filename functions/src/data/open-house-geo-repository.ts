import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../platform/map-with-concurrency';
import type { TDb } from './db';
import { readGeoIndexCells, type TGeoIndexResult } from './geo-index-reads';
import { openHouseEntity, type TOpenHouseRecord } from './property-records';
import { TABLE_KEYS } from './table';
import { utcWeeksBetween } from './utc-weeks';
import * as keys from './keys';

/** An open house as the map reads it from the geo index: its listing's card copy, without the agent's notes. */
export type TMapOpenHouseRecord = Omit<TOpenHouseRecord, 'notes'>;

/** An open house on the map: its times parsed, its listing's place and geohash (GEO_SORT_PRECISION characters). */
export type TGeoOpenHouse = {
  openHouse: TMapOpenHouseRecord;
  startsAtMs: number;
  endsAtMs: number;
  coordinates: { lat: number; lng: number };
  geohash: string;
};

const ATTRIBUTES = ['id', 'propertyId', 'userId', 'startsAt', 'endsAt', 'createdAt', 'updatedAt', 'listing', 'gsi5sk'];

/** An open house is shorter than a day: one that began the day before a window may still be under way in it. */
const LOOK_BACK_MS = 86_400_000;

function toGeoOpenHouse(item: Record<string, unknown>): TGeoOpenHouse {
  const { notes: _notes, ...openHouse } = openHouseEntity.parse({ notes: null, ...item });
  const gsi5sk = String(item.gsi5sk);
  return {
    openHouse,
    startsAtMs: new Date(openHouse.startsAt).getTime(),
    endsAtMs: new Date(openHouse.endsAt).getTime(),
    // The entity gives geo keys only to open houses whose listing copy has coordinates.
    coordinates: openHouse.listing.coordinates!,
    geohash: gsi5sk.slice(0, gsi5sk.indexOf('#')),
  };
}

/** The geo-index partitions of the open houses that may be under way at `now` or start before `to`, for one coarse cell. */
const partitionsBetween = (now: Date, to: Date) => {
  const weeks = utcWeeksBetween(new Date(now.getTime() - LOOK_BACK_MS), to);
  return (cell: string) => weeks.map((week) => keys.geoOpenHousePartition(cell, week));
};

/** Not ended at `now` and starting before `to`: what DynamoDB hands back of the partitions read (it still reads the rest). */
const windowFilter = (now: Date, to: Date) => ({
  expression: '#endsAt > :now AND #startsAt < :to',
  names: { '#endsAt': 'endsAt', '#startsAt': 'startsAt' },
  values: { ':now': now.toISOString(), ':to': to.toISOString() },
});

/**
 * The open houses of public listings with coordinates in some geohash cells that have not ended at `now` and
 * start before `to`, earliest first: one Query per run of cells (readGeoIndexCells) and UTC week the window
 * touches (each open house is filed under its listing's coarse cell and the week it starts in, keys.openHouseByGeo),
 * so the read follows the box and the window, never the country. At most `maxItems` read (`truncated` beyond).
 */
export async function listOpenHousesInCells(
  db: TDb,
  input: { cells: readonly string[]; now: Date; to: Date; maxItems: number; concurrency: number },
): Promise<TGeoIndexResult<TGeoOpenHouse>> {
  const partitionsOf = partitionsBetween(input.now, input.to);
  const result = await readGeoIndexCells(db, input, {
    partitionsOf: (run) => partitionsOf(run.first),
    attributes: ATTRIBUTES,
    filter: windowFilter(input.now, input.to),
    parse: toGeoOpenHouse,
  });
  return { ...result, items: result.items.sort((a, b) => a.startsAtMs - b.startsAtMs || (a.openHouse.id < b.openHouse.id ? -1 : 1)) };
}

/** The key attributes that resume a Query of the geo index after an item. */
export const GEO_INDEX_START_KEY = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, TABLE_KEYS.gsi5.partitionKey, TABLE_KEYS.gsi5.sortKey] as const;

/**
 * One page of the open houses in the coarse cells `cells` (GEO_PARTITION_PRECISION characters) that have not
 * ended at `now` and start before `to`: the partitions (week, then cell) read in order, `concurrency` at a time,
 * from the one `startKey` is in and after it, until `limit` are found. `next` resumes after the last one found
 * (absent once every partition was read); reads past a page's end are at most one Query page per partition
 * of the last group.
 */
export async function listOpenHousesPage(
  db: TDb,
  input: { cells: readonly string[]; now: Date; to: Date; limit: number; concurrency: number; startKey?: Record<string, string> },
): Promise<{ items: TMapOpenHouseRecord[]; next?: Record<string, unknown>; itemsRead: number }> {
  const partitionsOf = partitionsBetween(input.now, input.to);
  const partitions = [...new Set(input.cells.flatMap(partitionsOf))].sort();
  const filter = windowFilter(input.now, input.to);
  const found: Record<string, unknown>[] = [];
  let itemsRead = 0;
  let index = input.startKey ? partitions.findIndex((partition) => partition >= input.startKey!.gsi5pk!) : 0;
  let startKey: Record<string, unknown> | undefined = input.startKey && partitions[index] === input.startKey.gsi5pk ? input.startKey : undefined;
  while (index >= 0 && index < partitions.length && found.length < input.limit) {
    const group = partitions.slice(index, index + input.concurrency);
    const room = input.limit - found.length;
    const pages = await mapWithConcurrency(group, input.concurrency, (partition, i) =>
      db.client.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: TABLE_KEYS.gsi5.name,
          KeyConditionExpression: 'gsi5pk = :pk',
          FilterExpression: filter.expression,
          ExpressionAttributeNames: filter.names,
          ExpressionAttributeValues: { ':pk': partition, ...filter.values },
          ExclusiveStartKey: i === 0 ? startKey : undefined,
          Limit: room,
        }),
      ),
    );
    startKey = undefined;
    let advanced = group.length;
    for (const [i, page] of pages.entries()) {
      itemsRead += page.ScannedCount ?? 0;
      const items = page.Items ?? [];
      found.push(...items.slice(0, input.limit - found.length));
      if (found.length >= input.limit) return { items: found.map(toMapOpenHouse), next: startKeyOf(found.at(-1)!), itemsRead };
      if (page.LastEvaluatedKey) {
        // This partition has more: the next group starts with it, where this page stopped.
        advanced = i;
        startKey = page.LastEvaluatedKey;
        break;
      }
    }
    index += advanced;
  }
  return { items: found.map(toMapOpenHouse), itemsRead };
}

const startKeyOf = (item: Record<string, unknown>) => Object.fromEntries(GEO_INDEX_START_KEY.map((name) => [name, item[name]]));

function toMapOpenHouse(item: Record<string, unknown>): TMapOpenHouseRecord {
  const { notes: _notes, ...openHouse } = openHouseEntity.parse(item);
  return openHouse;
}
