import { PRICE_BUCKETS, bathroomCountsOf, isUnderContract } from '@shared/constants/listing';
import { TIME_FILTER_DAYS } from '@shared/constants/open-house';
import { MAP_MAX_PINS, MAP_PIN_ZOOM, type TMapViewportResponse } from '@shared/schemas/map.schema';
import { localDaysWindow } from '@shared/time/open-house-windows';
import type { TGeoCounter } from '../../data/geo-counter-records';
import { cellRuns, coverBox, coverCount, geohashBounds, isInBox, type TBox } from '../../data/geohash';
import { listGeoCountsInRuns, listPublicListingsInCells, type TGeoListing } from '../../data/listing-geo-repository';
import { cardAttributionOf, displayedAddressOf } from '../../data/mls-attribution';
import { GEO_COUNT_PARTITION_PRECISION, GEO_PARTITION_PRECISION } from '../../data/table';
import { badRequest } from '../../platform/app-error';
import type { TDeps } from '../deps';

/** A box takes at most this many cells of the coarsest grid (one Query each): the contiguous US is 35 cells, the US with Alaska and Hawaii about 110. */
export const MAX_COVER_CELLS = 128;
/** A finer cover is used while its cells read in at most this many Queries (runs of consecutive cells, see cellRuns). */
const MAX_COVER_RUNS = 32;
/** Cells of a finer cover listed at most (bounds the work of finding its runs). */
const MAX_FINE_CELLS = 2048;
/** Queries run at once. */
const CONCURRENCY = 16;
/** Listing items one answer reads at most, all cells together. */
export const MAX_ITEMS_READ = 5000;
/** The finest cells a cover uses (about 1.2 × 0.6 km): finer would only add Queries. */
const FINEST_COVER = 6;

/** At or below this zoom (clusters of 4-character cells or coarser), show=listings without filters answers from the geo counters. */
export const COUNTS_MAX_ZOOM = 7;

export type TViewportInput = TBox & {
  zoom: number;
  show: 'openHouses' | 'listings';
  when: 'today' | 'week' | 'month';
  minPrice?: number;
  maxPrice?: number;
  priceRange?: string;
  minBedrooms?: number;
  propertyType?: string;
  includeUnderContract?: boolean;
};

/**
 * The cover's precision: the finest (down to cells of ~1 km) whose cells read in at most MAX_COVER_RUNS
 * Queries, so a city box reads little beyond its edges (a zoom-12 screen: some 60 cells of ~5 km in about
 * 15 runs, where 6 cells of ~40 km would read four times the box), else the coarsest the index allows (its
 * partitions) if that stays under MAX_COVER_CELLS. Null: the box is too big.
 */
export function coverPrecision(box: TBox): number | null {
  for (let precision = FINEST_COVER; precision > GEO_PARTITION_PRECISION; precision--) {
    if (coverCount(box, precision) <= MAX_FINE_CELLS && cellRuns(coverBox(box, precision), GEO_PARTITION_PRECISION).length <= MAX_COVER_RUNS) return precision;
  }
  return coverCount(box, GEO_PARTITION_PRECISION) <= MAX_COVER_CELLS ? GEO_PARTITION_PRECISION : null;
}

/** The grid clusters are counted on at a zoom: a cell some 30-80 screen pixels wide. */
export function clusterPrecision(zoom: number): number {
  if (zoom <= 3) return 2;
  if (zoom <= 5) return 3;
  if (zoom <= 8) return 4;
  if (zoom <= 10) return 5;
  return 6;
}

/**
 * Whether a view answers from the precomputed geo counters: show=listings (open houses come and go with
 * time and their windows are local days, so no stored count can follow them) at COUNTS_MAX_ZOOM or below,
 * with no filter the counters do not keep (price, bedrooms, type). Under contract is kept apart in them, so
 * includeUnderContract is honoured. Any other view reads the listings.
 */
export function answersFromCounts(input: TViewportInput): boolean {
  return (
    input.show === 'listings' &&
    input.zoom <= COUNTS_MAX_ZOOM &&
    input.minPrice === undefined &&
    input.maxPrice === undefined &&
    !input.priceRange &&
    input.minBedrooms === undefined &&
    !input.propertyType
  );
}

/**
 * Clusters of `precision` characters (at most GEO_COUNT_PRECISION) from the geo counters of the cells
 * that touch the box: each cell counts whole, so at the box's edges a cluster may hold listings up to one
 * cell (about 39 × 20 km) beyond it. A cluster's position is the exact mean of its listings' positions.
 */
export function clustersFromCounts(counters: readonly TGeoCounter[], box: TBox, precision: number, includeUnderContract: boolean) {
  const cells = new Map<string, { count: number; latE6: number; lngE6: number }>();
  for (const counter of counters) {
    const bounds = geohashBounds(counter.cell);
    if (bounds.west > box.east || bounds.east < box.west || bounds.south > box.north || bounds.north < box.south) continue;
    const count = counter.activeCount + (includeUnderContract ? counter.underContractCount : 0);
    if (count <= 0) continue;
    const cell = counter.cell.slice(0, precision);
    const sum = cells.get(cell) ?? { count: 0, latE6: 0, lngE6: 0 };
    cells.set(cell, {
      count: sum.count + count,
      latE6: sum.latE6 + counter.activeLatE6 + (includeUnderContract ? counter.underContractLatE6 : 0),
      lngE6: sum.lngE6 + counter.activeLngE6 + (includeUnderContract ? counter.underContractLngE6 : 0),
    });
  }
  const clusters = [...cells.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([cell, sum]) => ({ cell, count: sum.count, lat: round(sum.latE6 / sum.count / 1e6), lng: round(sum.lngE6 / sum.count / 1e6) }));
  return { clusters, total: clusters.reduce((total, cluster) => total + cluster.count, 0) };
}

/**
 * The public listings (show=listings) or listings with open houses in the window (show=openHouses) inside a
 * map box, filtered as the screen is: clusters per geohash cell below MAP_PIN_ZOOM, pins from it. Zoomed out
 * without filters (answersFromCounts), the clusters come from the geo counters, exact at any scale (one
 * Query per run of 2-character cells of the box's cover); otherwise it reads the geo index (a Query per run of cells of the
 * box's cover, at most MAX_ITEMS_READ listings, `truncated` beyond), never the whole table.
 */
export async function listMapViewport(deps: TDeps, input: TViewportInput): Promise<TMapViewportResponse> {
  const precision = coverPrecision(input);
  if (precision === null) {
    throw badRequest('This box is too large for one map query: zoom in.', [
      { path: 'query.west', message: `The box needs more than ${MAX_COVER_CELLS} cells of the map grid; zoom in or ask for a smaller box.` },
    ]);
  }
  const now = deps.clock.now();
  if (answersFromCounts(input)) {
    const runs = cellRuns(coverBox(input, GEO_PARTITION_PRECISION), GEO_COUNT_PARTITION_PRECISION);
    const counters = await listGeoCountsInRuns(deps.db, { runs, concurrency: CONCURRENCY });
    const { clusters, total } = clustersFromCounts(counters, input, clusterPrecision(input.zoom), input.includeUnderContract ?? false);
    return { generatedAt: now.toISOString(), total, view: 'clusters', truncated: false, clusters, pins: [] };
  }
  const { items, truncated: readTruncated } = await listPublicListingsInCells(deps.db, { cells: coverBox(input, precision), maxItems: MAX_ITEMS_READ, concurrency: CONCURRENCY });
  // The window's end is one instant per zone: computed once per zone, not per open house (Intl is slow).
  const windowEnds = new Map<string, number>();
  const windowEndIn = (timeZone: string) => {
    let end = windowEnds.get(timeZone);
    if (end === undefined) windowEnds.set(timeZone, (end = localDaysWindow(now, timeZone, TIME_FILTER_DAYS[input.when]).to.getTime()));
    return end;
  };
  const matches = items.flatMap((listing) => {
    const next = matchOf(listing, input, now, windowEndIn);
    return next === undefined ? [] : [{ listing, next }];
  });
  const base = { generatedAt: now.toISOString(), total: matches.length };
  if (input.zoom >= MAP_PIN_ZOOM) {
    return {
      ...base,
      view: 'pins',
      truncated: readTruncated || matches.length > MAP_MAX_PINS,
      clusters: [],
      pins: matches.slice(0, MAP_MAX_PINS).map(({ listing, next }) => toPin(listing, next)),
    };
  }
  const gridPrecision = clusterPrecision(input.zoom);
  const cells = new Map<string, { count: number; lat: number; lng: number }>();
  for (const { listing } of matches) {
    const cell = listing.geohash.slice(0, gridPrecision);
    const sum = cells.get(cell) ?? { count: 0, lat: 0, lng: 0 };
    cells.set(cell, { count: sum.count + 1, lat: sum.lat + listing.coordinates.lat, lng: sum.lng + listing.coordinates.lng });
  }
  const clusters = [...cells.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([cell, sum]) => ({ cell, count: sum.count, lat: round(sum.lat / sum.count), lng: round(sum.lng / sum.count) }));
  return { ...base, view: 'clusters', truncated: readTruncated, clusters, pins: [] };
}

type TPin = TMapViewportResponse['pins'][number];

/** A pin with its card's fields (what a card beside the map or in the pin's popup shows). */
function toPin(listing: TGeoListing, next: TPin['nextOpenHouse']): TPin {
  const baths = bathroomCountsOf(listing);
  return {
    id: listing.id,
    lat: listing.coordinates.lat,
    lng: listing.coordinates.lng,
    price: listing.price,
    title: listing.title,
    address: displayedAddressOf(listing),
    city: listing.city,
    state: listing.state,
    coverImage: listing.images[0] ?? null,
    bedrooms: listing.bedrooms,
    bathroomsFull: baths.full,
    bathroomsHalf: baths.half,
    squareFeet: listing.squareFeet,
    lotSizeSquareFeet: listing.lotSizeSquareFeet,
    propertyType: listing.propertyType,
    marketStatus: listing.marketStatus,
    timeZone: listing.timeZone,
    ...(listing.mls ? { attribution: cardAttributionOf(listing.mls) } : {}),
    nextOpenHouse: next,
  };
}

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * Whether a listing read from the cover is in the box and passes the filters: undefined when not, else its
 * next open house (the first in the window with show=openHouses; the first not yet ended otherwise) or null.
 * The window: open houses not yet ended that start before `windowEndIn(zone)`, the end of the filter's local
 * days in the listing's zone (isWithinLocalDays, with the end computed once per zone).
 */
function matchOf(listing: TGeoListing, input: TViewportInput, now: Date, windowEndIn: (timeZone: string) => number): TPin['nextOpenHouse'] | undefined {
  if (!isInBox(input, listing.coordinates.lat, listing.coordinates.lng)) return undefined;
  const bucket = input.priceRange ? PRICE_BUCKETS.find((b) => b.value === input.priceRange) : undefined;
  if (bucket && (listing.price < bucket.min || listing.price > bucket.max)) return undefined;
  if (input.minPrice !== undefined && listing.price < input.minPrice) return undefined;
  if (input.maxPrice !== undefined && listing.price > input.maxPrice) return undefined;
  if (input.minBedrooms !== undefined && listing.bedrooms < input.minBedrooms) return undefined;
  if (input.propertyType && listing.propertyType !== input.propertyType) return undefined;
  if (!input.includeUnderContract && isUnderContract(listing.marketStatus)) return undefined;
  const upcoming = [...listing.upcomingOpenHouses].sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1)).filter((o) => new Date(o.endsAt).getTime() > now.getTime());
  if (input.show === 'listings') {
    const first = upcoming[0];
    return first ? { id: first.id, startsAt: first.startsAt, endsAt: first.endsAt } : null;
  }
  const inWindow = upcoming.find((o) => new Date(o.startsAt).getTime() < windowEndIn(listing.timeZone));
  return inWindow ? { id: inWindow.id, startsAt: inWindow.startsAt, endsAt: inWindow.endsAt } : undefined;
}
