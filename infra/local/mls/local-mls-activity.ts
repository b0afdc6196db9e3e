import { generateListing, generateOpenHouses, type TDdRecord } from './generate-listings';
import type { TLocalMlsStore } from './local-mls-store';
import { seededRandom, type TRandom } from '../seeded-random';

export type TMlsActivityCounts = { priceChanges: number; statusChanges: number; openHouseChanges: number; deletions: number; newListings: number };
export type TMlsActivitySummary = {
  round: number;
  modifiedAt: string;
  priceChanged: string[];
  statusChanged: string[];
  openHousesChanged: string[];
  deleted: string[];
  added: string[];
};

export const DEFAULT_MLS_ACTIVITY: TMlsActivityCounts = { priceChanges: 40, statusChanges: 20, openHouseChanges: 25, deletions: 5, newListings: 10 };

const NEXT_STATUS: Record<string, string> = {
  Active: 'Active Under Contract',
  'Active Under Contract': 'Pending',
  Pending: 'Closed',
  'Coming Soon': 'Active',
  Withdrawn: 'Active',
  Closed: 'Closed',
};

/**
 * One round of market activity, as an MLS would see it in a day: price cuts, status moves, open houses
 * scheduled and cancelled, a few listings removed and a few new ones. Every listing touched gets a new
 * ModificationTimestamp (open-house changes too), so an incremental sync finds exactly these.
 */
export function applyMlsActivity(store: TLocalMlsStore, options: { now?: Date; counts?: Partial<TMlsActivityCounts> } = {}): TMlsActivitySummary {
  const counts = { ...DEFAULT_MLS_ACTIVITY, ...options.counts };
  const now = options.now ?? new Date();
  return store.change((state) => {
    state.activityRounds += 1;
    const random = seededRandom(state.seed * 7919 + state.activityRounds);
    const modifiedAt = now.toISOString();
    const touch = (listing: TDdRecord) => (listing.ModificationTimestamp = modifiedAt);
    const summary: TMlsActivitySummary = {
      round: state.activityRounds,
      modifiedAt,
      priceChanged: [],
      statusChanged: [],
      openHousesChanged: [],
      deleted: [],
      added: [],
    };
    const listed = state.listings.filter((listing) => listing.StandardStatus !== 'Closed');

    for (const listing of pickDistinct(random, listed, counts.priceChanges)) {
      listing.ListPrice = Math.max(1000, Math.round((Number(listing.ListPrice) * (0.93 + random.next() * 0.1)) / 1000) * 1000);
      touch(listing);
      summary.priceChanged.push(listing.ListingKey);
    }
    for (const listing of pickDistinct(random, listed, counts.statusChanges)) {
      listing.StandardStatus = NEXT_STATUS[listing.StandardStatus] ?? 'Active';
      listing.MlsStatus = listing.StandardStatus;
      if (listing.StandardStatus !== 'Active') listing.OpenHouse = [];
      touch(listing);
      summary.statusChanged.push(listing.ListingKey);
    }
    const active = state.listings.filter((listing) => listing.StandardStatus === 'Active');
    for (const listing of pickDistinct(random, active, counts.openHouseChanges)) {
      const [first, ...rest] = listing.OpenHouse;
      // Cancel one where there is one, else schedule one.
      if (first && random.chance(0.5)) listing.OpenHouse = [{ ...first, OpenHouseStatus: 'Cancelled', ModificationTimestamp: modifiedAt }, ...rest];
      else
        listing.OpenHouse = [...listing.OpenHouse, ...generateOpenHouses(random, listing.ListingKey, now, 1)].map((openHouse) => ({
          ...openHouse,
          ModificationTimestamp: modifiedAt,
        }));
      touch(listing);
      summary.openHousesChanged.push(listing.ListingKey);
    }
    const doomed = new Set(pickDistinct(random, state.listings, counts.deletions).map((listing) => listing.ListingKey));
    state.listings = state.listings.filter((listing) => !doomed.has(listing.ListingKey));
    summary.deleted.push(...doomed);
    for (let i = 0; i < counts.newListings; i++) {
      const listing = generateListing(random, state.nextListingNumber++, now);
      listing.ModificationTimestamp = modifiedAt;
      listing.StandardStatus = 'Active';
      listing.MlsStatus = 'Active';
      state.listings.push(listing);
      summary.added.push(listing.ListingKey);
    }
    return summary;
  });
}

function pickDistinct<T>(random: TRandom, items: readonly T[], count: number): T[] {
  const pool = items.slice();
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0]!);
  return picked;
}
