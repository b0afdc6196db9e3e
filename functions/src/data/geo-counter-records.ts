import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { defineEntity } from './entity';
import { encodeGeohash } from './geohash';
import { browseCounterOf } from './property-index-keys';
import { GEO_COUNT_PRECISION } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * GEOCOUNT#<1-char cell> / <4-char cell>: the browsable listings with coordinates in one geohash cell of
 * GEO_COUNT_PRECISION characters, on the market and under contract apart (as the browse counters), each
 * with the sum of their latitudes and longitudes in millionths of a degree (whole numbers, so adding and
 * taking away a listing is exact) for the clusters' mean positions. The map answers zoomed-out clusters
 * from them (listing-geo-repository.ts, listGeoCountsInRuns; written by listing-counters.ts).
 */
export const geoCounterEntity = defineEntity({
  name: ENTITY.geoCounter,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.pipe(
      z.object({
        sk: z.string(),
        activeCount: z._default(z.number(), 0),
        activeLatE6: z._default(z.number(), 0),
        activeLngE6: z._default(z.number(), 0),
        underContractCount: z._default(z.number(), 0),
        underContractLatE6: z._default(z.number(), 0),
        underContractLngE6: z._default(z.number(), 0),
      }),
      z.transform(({ sk, ...sums }) => ({ cell: sk, ...sums })),
    ),
  ),
  key: (counter: { cell: string }) => keys.geoCounter(counter.cell),
  store: ({ cell: _cell, ...sums }) => sums,
});

export type TGeoCounter = ReturnType<typeof geoCounterEntity.parse>;

/** Millionths of a degree: the unit of the geo counters' position sums. */
export const toE6 = (degrees: number) => Math.round(degrees * 1e6);

type TCountedListing = { coordinates: { lat: number; lng: number }; marketStatus?: Parameters<typeof browseCounterOf>[0]['marketStatus'] };

/** The cell, count group and position (millionths of a degree) a browsable listing with coordinates adds to the geo counters. */
export function geoPlaceOf(listing: TCountedListing) {
  const { lat, lng } = listing.coordinates;
  const group = browseCounterOf({ status: 'active', marketStatus: listing.marketStatus }) === 'activeCount' ? 'active' : 'underContract';
  return { cell: encodeGeohash(lat, lng, GEO_COUNT_PRECISION), group, latE6: toE6(lat), lngE6: toE6(lng) } as const;
}

/** The geo counters some browsable listings with coordinates add up to (a recount: data repairs and fixture loaders). */
export function geoCountersOf(listings: Iterable<TCountedListing>): TGeoCounter[] {
  const counters = new Map<string, TGeoCounter>();
  for (const listing of listings) {
    const place = geoPlaceOf(listing);
    const counter = counters.get(place.cell) ?? {
      cell: place.cell,
      activeCount: 0,
      activeLatE6: 0,
      activeLngE6: 0,
      underContractCount: 0,
      underContractLatE6: 0,
      underContractLngE6: 0,
    };
    counter[`${place.group}Count`] += 1;
    counter[`${place.group}LatE6`] += place.latE6;
    counter[`${place.group}LngE6`] += place.lngE6;
    counters.set(place.cell, counter);
  }
  return [...counters.values()].sort((a, b) => (a.cell < b.cell ? -1 : 1));
}
