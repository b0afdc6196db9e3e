import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDb } from './db';
import { cellRuns, type TCellRun } from './geohash';
import { geoCounterEntity, type TGeoCounter } from './geo-counter-records';
import { CARD_ATTRIBUTES, toCardRecord } from './listing-browse-repository';
import { propertySchema, type TPropertyRecord } from './property-records';
import { GEO_PARTITION_PRECISION, TABLE_KEYS } from './table';
import * as keys from './keys';

/** What the map and its listing cards need of a listing in the geo index: the cover photo only, no description or search text. */
const GEO_ATTRIBUTES = [
  'id',
  'title',
  'address',
  'city',
  'state',
  'price',
  'bedrooms',
  'bathrooms',
  'bathroomsFull',
  'bathroomsHalf',
  'squareFeet',
  'lotSizeSquareFeet',
  'propertyType',
  'marketStatus',
  'images',
  'coordinates',
  'timeZone',
  'upcomingOpenHouses',
  'mls',
  'gsi5sk',
];

/** A read of the geo index: the attributes it projects (the cover photo only of `images`) and how an item is parsed. */
type TGeoIndexRead<T> = { attributes: readonly string[]; parse: (item: Record<string, unknown>) => T };

const geoListingSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(
    z.pick(propertySchema, {
      id: true,
      title: true,
      address: true,
      city: true,
      state: true,
      price: true,
      bedrooms: true,
      bathrooms: true,
      bathroomsFull: true,
      bathroomsHalf: true,
      squareFeet: true,
      lotSizeSquareFeet: true,
      propertyType: true,
      marketStatus: true,
      timeZone: true,
      mls: true,
    }),
    {
      /** The cover only (absent for a listing without photos). */
      images: z._default(z.array(z.string()), []),
      coordinates: z.object({ lat: z.number(), lng: z.number() }),
      upcomingOpenHouses: z._default(z.array(z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() })), []),
      /** The listing's geohash then its id. */
      gsi5sk: z.string(),
    },
  ),
);

export type TGeoListing = Omit<z.output<typeof geoListingSchema>, 'gsi5sk'> & { geohash: string };

const toGeoListing = (item: Record<string, unknown>): TGeoListing => {
  const { gsi5sk, ...listing } = geoListingSchema.parse(item);
  return { ...listing, geohash: gsi5sk.slice(0, gsi5sk.indexOf('#')) };
};

/** Items one Query page reads at most. */
const PAGE_SIZE = 300;

/**
 * The public listings with coordinates in some geohash cells (all of one precision, GEO_PARTITION_PRECISION
 * characters or more), as `read` projects and parses them: the cells merged into runs of consecutive cells
 * (cellRuns), one Query per run on the geo index (gsi5), its partition the run's coarse prefix and, for finer
 * cells, the sort key between the run's first cell and the end of its last. The runs are read in parallel,
 * `concurrency` at a time; each page asks for no more than the items `maxItems` leaves once the pages in
 * flight are counted, so at most `maxItems` are read, and `truncated` says some run was not read to its end.
 */
async function readGeoIndexCells<T>(
  db: TDb,
  input: { cells: readonly string[]; maxItems: number; concurrency: number },
  read: TGeoIndexRead<T>,
): Promise<{ items: T[]; truncated: boolean }> {
  // Every name through a placeholder: DynamoDB reserves many words (status, state, timeZone…).
  const names = Object.fromEntries(read.attributes.map((name, i) => [`#g${i}`, name]));
  const projection = read.attributes.map((name, i) => (name === 'images' ? `#g${i}[0]` : `#g${i}`)).join(', ');
  const items: T[] = [];
  let truncated = false;
  /** Items read or asked for by a page in flight; a run out of budget waits for those pages to give back what they did not find. */
  let reserved = 0;
  const inFlight = new Set<Promise<unknown>>();
  const budget = async () => {
    while (input.maxItems - reserved <= 0 && inFlight.size > 0) await Promise.race(inFlight);
    return Math.min(PAGE_SIZE, input.maxItems - reserved);
  };
  await eachRun(cellRuns(input.cells, GEO_PARTITION_PRECISION), input.concurrency, async (run) => {
    const narrowed = run.first.length > GEO_PARTITION_PRECISION;
    let startKey: Record<string, unknown> | undefined;
    do {
      const limit = await budget();
      if (limit <= 0) {
        truncated = true;
        return;
      }
      reserved += limit;
      const sent = db.client.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: TABLE_KEYS.gsi5.name,
          // '~' sorts after every geohash character and '#': the range ends after the last cell's items.
          KeyConditionExpression: narrowed ? 'gsi5pk = :pk AND gsi5sk BETWEEN :first AND :end' : 'gsi5pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.geoPartition(run.first), ...(narrowed ? { ':first': run.first, ':end': `${run.last}~` } : {}) },
          ExpressionAttributeNames: names,
          ProjectionExpression: projection,
          ExclusiveStartKey: startKey,
          Limit: limit,
        }),
      );
      const settled = sent.then((page) => {
        reserved -= limit - (page.Items ?? []).length;
        return page;
      });
      inFlight.add(settled);
      const page = await settled.finally(() => inFlight.delete(settled));
      items.push(...(page.Items ?? []).map(read.parse));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  });
  return { items, truncated };
}

/** What the map reads of the listings in some geohash cells (readGeoIndexCells). */
export const listPublicListingsInCells = (db: TDb, input: { cells: readonly string[]; maxItems: number; concurrency: number }) =>
  readGeoIndexCells(db, input, { attributes: GEO_ATTRIBUTES, parse: toGeoListing });

/** A card plus what a text search in a box needs (browse reads it through a filter instead). */
const BOX_CARD_ATTRIBUTES = [...CARD_ATTRIBUTES, 'searchText'];
const toBoxCard = (item: Record<string, unknown>): TPropertyRecord => ({
  ...toCardRecord(item),
  searchText: typeof item.searchText === 'string' ? item.searchText : '',
});

/** What browse in a map box reads of the listings in some geohash cells: cards with their search text (readGeoIndexCells). */
export const listPublicListingCardsInCells = (db: TDb, input: { cells: readonly string[]; maxItems: number; concurrency: number }) =>
  readGeoIndexCells(db, input, { attributes: BOX_CARD_ATTRIBUTES, parse: toBoxCard });

/** Reads the runs `concurrency` at a time. */
async function eachRun(runs: readonly TCellRun[], concurrency: number, readRun: (run: TCellRun) => Promise<void>): Promise<void> {
  const queue = [...runs];
  const worker = async () => {
    for (let run = queue.shift(); run !== undefined; run = queue.shift()) await readRun(run);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}

/**
 * The geo counters (geo-counter-records.ts) of runs of consecutive geohash cells of GEO_PARTITION_PRECISION
 * characters within one partition of the counts (cellRuns with GEO_COUNT_PARTITION_PRECISION): one Query per
 * run (sort key between the run's first cell and the end of its last), read to its end, `concurrency` runs at
 * a time. Counters exist only where listings are, so a run over empty land or sea reads nothing.
 */
export async function listGeoCountsInRuns(db: TDb, input: { runs: readonly TCellRun[]; concurrency: number }): Promise<TGeoCounter[]> {
  const counters: TGeoCounter[] = [];
  await eachRun(input.runs, input.concurrency, async (run) => {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.client.send(
        new QueryCommand({
          TableName: db.tableName,
          // '~' sorts after every geohash character: the range ends after the last cell's counters.
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :end',
          ExpressionAttributeValues: { ':pk': keys.geoCountPartition(run.first), ':first': run.first, ':end': `${run.last}~` },
          ExclusiveStartKey: startKey,
        }),
      );
      counters.push(...(page.Items ?? []).map((item) => geoCounterEntity.parse(item)));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  });
  return counters;
}
