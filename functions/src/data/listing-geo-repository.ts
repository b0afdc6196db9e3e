import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { mapWithConcurrency } from '../platform/map-with-concurrency';
import type { TDb } from './db';
import { readGeoIndexCells } from './geo-index-reads';
import type { TCellRun } from './geohash';
import { geoCounterEntity, type TGeoCounter } from './geo-counter-records';
import { CARD_ATTRIBUTES, toCardRecord } from './listing-browse-repository';
import { propertySchema, type TPropertyRecord } from './property-records';
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

/** A public listing is filed under its coarse cell alone (keys.listingByGeo). */
const listingPartitions = (run: TCellRun) => [keys.geoPartition(run.first)];

/** What the map reads of the listings in some geohash cells (readGeoIndexCells). */
export const listPublicListingsInCells = (db: TDb, input: { cells: readonly string[]; maxItems: number; concurrency: number }) =>
  readGeoIndexCells(db, input, { partitionsOf: listingPartitions, attributes: GEO_ATTRIBUTES, parse: toGeoListing });

/** A card plus what a text search in a box needs (browse reads it through a filter instead). */
const BOX_CARD_ATTRIBUTES = [...CARD_ATTRIBUTES, 'searchText'];
const toBoxCard = (item: Record<string, unknown>): TPropertyRecord => ({
  ...toCardRecord(item),
  searchText: typeof item.searchText === 'string' ? item.searchText : '',
});

/** What browse in a map box reads of the listings in some geohash cells: cards with their search text (readGeoIndexCells). */
export const listPublicListingCardsInCells = (db: TDb, input: { cells: readonly string[]; maxItems: number; concurrency: number }) =>
  readGeoIndexCells(db, input, { partitionsOf: listingPartitions, attributes: BOX_CARD_ATTRIBUTES, parse: toBoxCard });

/**
 * The geo counters (geo-counter-records.ts) of runs of consecutive geohash cells of GEO_PARTITION_PRECISION
 * characters within one partition of the counts (cellRuns with GEO_COUNT_PARTITION_PRECISION): one Query per
 * run (sort key between the run's first cell and the end of its last), read to its end, `concurrency` runs at
 * a time. Counters exist only where listings are, so a run over empty land or sea reads nothing.
 */
export async function listGeoCountsInRuns(db: TDb, input: { runs: readonly TCellRun[]; concurrency: number }): Promise<TGeoCounter[]> {
  const counters: TGeoCounter[] = [];
  await mapWithConcurrency(input.runs, input.concurrency, async (run) => {
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
