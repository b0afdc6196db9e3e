import { MAP_PRICE_MAX, TIME_FILTER_DAYS, type TMapTimeFilter } from '@shared/constants/open-house';
import { matchesListingFilters } from '@shared/listings/listing-filters';
import type { TMapProperty } from '@shared/schemas/open-house.schema';
import { isWithinLocalDays, openHouseTiming } from '@shared/time/open-house-windows';
import type { TLatLng } from '../../../lib/geo';

/** `includeUnderContract` adds Active Under Contract and Pending listings to the Active and Coming Soon ones shown by default. */
export type TMapFilters = { timeFilter: TMapTimeFilter; maxPrice: number; includeUnderContract?: boolean };
export type TMapOpenHouse = TMapProperty['openHouses'][number];
/** What a map card shows of a listing: an open-house map's listing but whose it is (a viewport pin names no agent). */
export type TMapCardListing = Omit<TMapProperty, 'agentId'>;
/** A pin's category: under way now (pulsing), later today, within the week, or later. */
export type TPinKind = 'live' | 'today' | 'this-week' | 'later';

/** One listing as the map shows it: its open houses in the chosen window and where its pin goes. */
export type TMapListing = {
  property: TMapCardListing;
  /** Open houses in the window, soonest first (never empty). */
  openHouses: readonly TMapOpenHouse[];
  next: TMapOpenHouse;
  kind: TPinKind;
  /** Null when the listing has none (e.g. made with the simple open-house form): it is listed but not pinned. */
  coordinates: TLatLng | null;
};

/** The slider's top value means no price limit, so a listing above it is not hidden by default. */
export const hasPriceLimit = (maxPrice: number): boolean => maxPrice < MAP_PRICE_MAX;

const byStart = (a: TMapOpenHouse, b: TMapOpenHouse) => a.startsAt.localeCompare(b.startsAt);

/**
 * The listings to show for the filters at `now`: on the market (under contract only when asked), within the price limit, with at least one open house
 * that has not ended and starts within the filter's local days (Today 1, This Week 7, This Month 31),
 * counted in each listing's own time zone. Soonest open house first.
 */
export function mapListings(properties: readonly TMapCardListing[], filters: TMapFilters, now: Date): TMapListing[] {
  const days = TIME_FILTER_DAYS[filters.timeFilter];
  const listingFilters = { maxPrice: hasPriceLimit(filters.maxPrice) ? filters.maxPrice : undefined, includeUnderContract: filters.includeUnderContract };
  const listings: TMapListing[] = [];
  for (const property of properties) {
    if (!matchesListingFilters(property, listingFilters)) continue;
    const openHouses = property.openHouses.filter((oh) => isWithinLocalDays(oh.startsAt, oh.endsAt, now, property.timeZone, days)).sort(byStart);
    const next = openHouses[0];
    if (!next) continue;
    const timing = openHouseTiming(next.startsAt, next.endsAt, now, property.timeZone);
    listings.push({
      property,
      openHouses,
      next,
      kind: timing === 'past' ? 'live' : timing,
      coordinates: property.coordinates,
    });
  }
  return listings.sort((a, b) => byStart(a.next, b.next) || a.property.id.localeCompare(b.property.id));
}

export type TMapCounts = { properties: number; openHouses: number; today: number };

/** The three counts above the map: listings shown, their open houses, and how many of those are today's. */
export function mapCounts(listings: readonly TMapListing[], now: Date): TMapCounts {
  let openHouses = 0;
  let today = 0;
  for (const { property, openHouses: shown } of listings) {
    openHouses += shown.length;
    today += shown.filter((oh) => isWithinLocalDays(oh.startsAt, oh.endsAt, now, property.timeZone, TIME_FILTER_DAYS.today)).length;
  }
  return { properties: listings.length, openHouses, today };
}
