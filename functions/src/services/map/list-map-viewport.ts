import { bathroomCountsOf } from '@shared/constants/listing';
import { matchesListingFilters } from '@shared/listings/listing-filters';
import { TIME_FILTER_DAYS } from '@shared/constants/open-house';
import { MAP_MAX_PINS, MAP_PIN_ZOOM, type TMapViewportResponse } from '@shared/schemas/map.schema';
import { localDaysWindow } from '@shared/time/open-house-windows';
import type { TGeoCounter } from '../../data/geo-counter-records';
import { cellRuns, coverBox, coverCount, geohashBounds, isInBox, type TBox } from '../../data/geohash';
import type { TGeoListing } from '../../data/listing-geo-repository';
import { cardAttributionOf, displayedAddressOf, showsMlsAttribution } from '../../data/mls-attribution';
import { listOpenHousesInCells, type TGeoOpenHouse, type TMapOpenHouseRecord } from '../../data/open-house-geo-repository';
import { GEO_PARTITION_PRECISION } from '../../data/table';
import { badRequest } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { listingsInCover } from './geo-cell-cache';
import { cachedGeoCounters } from './map-response-cache';
import { mapWindow } from './map-window';

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

/** The finest cell map clusters are counted on (clusterPrecision). */
const MAX_CLUSTER_PRECISION = 6;

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
  return MAX_CLUSTER_PRECISION;
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
 * map box, filtered as the screen is: clusters per geohash cell below MAP_PIN_ZOOM, pins from it.
 * - show=listings zoomed out without filters (answersFromCounts): clusters from the geo counters, exact at
 *   any scale (the container's copy of them all, cachedGeoCounters).
 * - show=openHouses: the open houses' geo index (a Query per run of cells of the box's cover and UTC week of the
 *   window, at most MAX_ITEMS_READ open houses, `truncated` beyond), each listing once with its first open
 *   house in the window; pins earliest first. Never the country's window.
 * - show=listings otherwise: the geo index (a Query per run of cells of the box's cover, at most
 *   MAX_ITEMS_READ listings, `truncated` beyond), never the whole table; at city scale the cells this
 *   container read in the last 30 seconds come from its copy (geo-cell-cache.ts).
 */
export async function listMapViewport(deps: TDeps, input: TViewportInput): Promise<TMapViewportResponse> {
  const precision = coverPrecision(input);
  if (precision === null) {
    throw badRequest('This box is too large for one map query: zoom in.', [
      { path: 'query.west', message: `The box needs more than ${MAX_COVER_CELLS} cells of the map grid; zoom in or ask for a smaller box.` },
    ]);
  }
  const now = deps.clock.now();
  const generatedAt = now.toISOString();
  if (answersFromCounts(input)) {
    const { clusters, total } = clustersFromCounts(await cachedGeoCounters(deps), input, clusterPrecision(input.zoom), input.includeUnderContract ?? false);
    return { generatedAt, total, view: 'clusters', truncated: false, clusters, pins: [] };
  }
  if (input.show === 'openHouses') {
    const { items, truncated } = await listOpenHousesInCells(deps.db, {
      cells: coverBox(input, precision),
      now,
      to: mapWindow(now, input.when).to,
      maxItems: MAX_ITEMS_READ,
      concurrency: CONCURRENCY,
    });
    const matches = openHouseMatches(items, input, now);
    return { generatedAt, ...viewOf(matches, (match) => openHousePin(match.openHouse, match.coordinates), input.zoom, truncated) };
  }
  const { items, truncated } = await listingsInCover(deps, coverBox(input, precision), { maxItems: MAX_ITEMS_READ, concurrency: CONCURRENCY });
  const matches = items.filter((listing) => isInBox(input, listing.coordinates.lat, listing.coordinates.lng) && matchesListingFilters(listing, input));
  return { generatedAt, ...viewOf(matches, (listing) => listingPin(listing, nextOpenHouseOf(listing, now)), input.zoom, truncated) };
}

type TPin = TMapViewportResponse['pins'][number];
/** Where a match is: its coordinates and its geohash to at least the finest cluster cell. */
type TPlace = { coordinates: { lat: number; lng: number }; geohash: string };

/**
 * Pins (at most MAP_MAX_PINS, built only for those) at MAP_PIN_ZOOM and closer, else clusters per cell of the
 * zoom's grid. A country of matches allocates nothing per match here.
 */
function viewOf<T extends TPlace>(
  matches: readonly T[],
  pinOf: (match: T) => TPin,
  zoom: number,
  readTruncated: boolean,
): Omit<TMapViewportResponse, 'generatedAt'> {
  const total = matches.length;
  if (zoom >= MAP_PIN_ZOOM) {
    return { total, view: 'pins', truncated: readTruncated || total > MAP_MAX_PINS, clusters: [], pins: matches.slice(0, MAP_MAX_PINS).map(pinOf) };
  }
  return { total, view: 'clusters', truncated: readTruncated, clusters: clustersOfPlaces(matches, clusterPrecision(zoom), pinOf), pins: [] };
}

/**
 * The listings with an open house in the window among `openHouses` (earliest first): each listing once, with
 * its first open house that has not ended and starts before the end of the filter's local days in the
 * listing's zone; in the box, on the market (or under contract when asked) and passing the filters.
 */
export function openHouseMatches(openHouses: readonly TGeoOpenHouse[], input: TViewportInput, now: Date): TGeoOpenHouse[] {
  const windowEndIn = windowEnds(now, input.when);
  const nowMs = now.getTime();
  const seen = new Set<string>();
  const matches: TGeoOpenHouse[] = [];
  for (const entry of openHouses) {
    const { openHouse, coordinates } = entry;
    const { listing } = openHouse;
    if (
      entry.endsAtMs <= nowMs ||
      seen.has(openHouse.propertyId) ||
      !isInBox(input, coordinates.lat, coordinates.lng) ||
      !matchesListingFilters(listing, input)
    )
      continue;
    if (entry.startsAtMs >= windowEndIn(listing.timeZone)) continue;
    seen.add(openHouse.propertyId);
    matches.push(entry);
  }
  return matches;
}

/** The end of the filter's local days in a zone: one instant per zone, computed once per zone and answer (Intl is slow). */
function windowEnds(now: Date, when: TViewportInput['when']): (timeZone: string) => number {
  const ends = new Map<string, number>();
  return (timeZone) => {
    let end = ends.get(timeZone);
    if (end === undefined) ends.set(timeZone, (end = localDaysWindow(now, timeZone, TIME_FILTER_DAYS[when]).to.getTime()));
    return end;
  };
}

/**
 * One cluster per cell of `precision` characters at the mean position of its places, in cell order; a cluster of
 * one carries that listing's pin (`single`), so the map draws its price rather than a "1".
 */
function clustersOfPlaces<T extends TPlace>(places: readonly T[], precision: number, pinOf: (place: T) => TPin) {
  const cells = new Map<string, { count: number; lat: number; lng: number; first: T }>();
  for (const place of places) {
    const { coordinates } = place;
    const cell = place.geohash.slice(0, precision);
    const sum = cells.get(cell);
    if (sum) {
      sum.count += 1;
      sum.lat += coordinates.lat;
      sum.lng += coordinates.lng;
    } else {
      cells.set(cell, { count: 1, lat: coordinates.lat, lng: coordinates.lng, first: place });
    }
  }
  return [...cells.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([cell, sum]) => ({
      cell,
      count: sum.count,
      lat: round(sum.lat / sum.count),
      lng: round(sum.lng / sum.count),
      ...(sum.count === 1 ? { single: pinOf(sum.first) } : {}),
    }));
}

/** A listing's next open house: the first not yet ended, or null. */
function nextOpenHouseOf(listing: TGeoListing, now: Date): TPin['nextOpenHouse'] {
  const next = [...listing.upcomingOpenHouses].sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1)).find((o) => new Date(o.endsAt).getTime() > now.getTime());
  return next ? { id: next.id, startsAt: next.startsAt, endsAt: next.endsAt } : null;
}

/** The card fields a pin copies from a listing, or from an open house's copy of it. */
type TPinCard = Pick<
  TMapOpenHouseRecord['listing'],
  | 'price'
  | 'title'
  | 'city'
  | 'state'
  | 'bedrooms'
  | 'bathrooms'
  | 'bathroomsFull'
  | 'bathroomsHalf'
  | 'squareFeet'
  | 'lotSizeSquareFeet'
  | 'propertyType'
  | 'marketStatus'
  | 'timeZone'
>;

/** A pin with its card's fields (what a card beside the map or in the pin's popup shows); `shown` is what the MLS allows. */
function pinOf(
  id: string,
  coordinates: { lat: number; lng: number },
  card: TPinCard,
  shown: Pick<TPin, 'address' | 'coverImage' | 'attribution'>,
  next: TPin['nextOpenHouse'],
): TPin {
  const baths = bathroomCountsOf(card);
  return {
    id,
    ...coordinates,
    price: card.price,
    title: card.title,
    address: shown.address,
    city: card.city,
    state: card.state,
    coverImage: shown.coverImage,
    bedrooms: card.bedrooms,
    bathroomsFull: baths.full,
    bathroomsHalf: baths.half,
    squareFeet: card.squareFeet,
    lotSizeSquareFeet: card.lotSizeSquareFeet,
    propertyType: card.propertyType,
    marketStatus: card.marketStatus,
    timeZone: card.timeZone,
    ...(shown.attribution ? { attribution: shown.attribution } : {}),
    nextOpenHouse: next,
  };
}

const listingPin = (listing: TGeoListing, next: TPin['nextOpenHouse']): TPin =>
  pinOf(
    listing.id,
    listing.coordinates,
    listing,
    {
      address: displayedAddressOf(listing),
      coverImage: listing.images[0] ?? null,
      attribution: showsMlsAttribution(listing) ? cardAttributionOf(listing.mls) : undefined,
    },
    next,
  );

/** The same pin from an open house's copy of its listing (which already leaves out an address the MLS forbids showing). */
const openHousePin = ({ propertyId, listing, id, startsAt, endsAt }: TMapOpenHouseRecord, coordinates: { lat: number; lng: number }): TPin =>
  pinOf(propertyId, coordinates, listing, listing, { id, startsAt, endsAt });

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
