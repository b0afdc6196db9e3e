import { PRICE_BUCKET_VALUES, type TPropertyType } from '@shared/constants/listing';
import type { TSavedSearchFilters } from '@shared/schemas/saved-search.schema';
import type { TDb } from '../../functions/src/data/db';
import type { TPropertyRecord } from '../../functions/src/data/property-records';
import type { TSavedSearchAreaRecord } from '../../functions/src/data/saved-search-area-repository';
import { notificationPrefix, userPartition } from '../../functions/src/data/keys';
import { queryAllItems } from '../../functions/src/data/query-pages';
import type { TDeps } from '../../functions/src/services/deps';
import { mapWithConcurrency } from '../../functions/src/platform/map-with-concurrency';
import type { TNotificationMessage } from '../../functions/src/services/notifications/notification-message';
import type { TNotifyDeps } from '../../functions/src/services/notifications/notify-deps';
import { isMatch, matchListingEvents } from '../../functions/src/services/saved-searches/match-listing-events';
import { seededRandom } from '../../infra/local/seeded-random';
import { loadNationalCatalogue } from './load-national';
import { generateSearches, indexItemsOf, putAll, scanListings } from './search-alerts.bench';
import { median, percentile } from './stats';

const EVENTS_IN_FLIGHT = 4;
/** What a country-wide search is for: a kind of home, rare kinds more often than their share of listings. */
const WIDE_TYPES: [TPropertyType, number][] = [
  ['farm', 0.25],
  ['land', 0.25],
  ['multi-family', 0.2],
  ['manufactured', 0.1],
  ['condo', 0.1],
  ['townhouse', 0.05],
  ['single-family', 0.05],
];
/** Words a country-wide search looks for; the catalogue's streets and kinds hold them (load-national.ts). */
const WIDE_WORDS = ['lakeview', 'river', 'ridge', 'sunset', 'highland', 'meadow', 'willow', 'cedar', 'farm', 'lot'];

export type TWideMix = 'kind' | 'broad';

/**
 * Country-wide searches. `kind` (the default): a search of the whole country is for a kind of home, so each
 * names a type (rare kinds more often) and a price range, most a least number of bedrooms and a word.
 * `broad`: the area searches' own filters (a price range, bedrooms, some a type) without an area.
 */
export function generateWideSearches(count: number, mix: TWideMix): TSavedSearchAreaRecord[] {
  const random = seededRandom(2026_11_29);
  const pickType = () => {
    const roll = random.next();
    let cumulative = 0;
    return (WIDE_TYPES.find(([, weight]) => (cumulative += weight) >= roll) ?? WIDE_TYPES[0]!)[0];
  };
  return Array.from({ length: count }, (_, i) => {
    const filters: TSavedSearchFilters =
      mix === 'kind'
        ? {
            priceRange: random.pick(PRICE_BUCKET_VALUES),
            propertyType: pickType(),
            minBedrooms: random.chance(0.7) ? random.int(2, 5) : undefined,
            q: random.chance(0.8) ? random.pick(WIDE_WORDS) : undefined,
          }
        : {
            priceRange: random.chance(0.9) ? random.pick(PRICE_BUCKET_VALUES) : undefined,
            minBedrooms: random.chance(0.8) ? random.int(2, 4) : undefined,
            propertyType: random.chance(0.3) ? random.pick(['single-family', 'condo', 'townhouse'] as const) : undefined,
          };
    // Three per person, the most the product lets one keep.
    return {
      userId: `01BENCHWIDEBUYER${String(Math.floor(i / 3)).padStart(10, '0')}`,
      searchId: `W${String(i).padStart(6, '0')}`,
      name: `Wide ${i}`,
      source: 'listings',
      frequency: 'daily',
      filters,
      bbox: null,
    };
  });
}

/**
 * The alert index at scale (issue 39): `areaSearches` searches with an area (around the metros, as
 * search-alerts.bench.ts makes them) and `wideSearches` country-wide ones, against `events` public listings.
 * Run 1: the area searches alone; run 2: with the country-wide ones added. In each, every listing's event goes
 * through the matcher itself (matchListingEvents, as the worker calls it) with every message, continuations
 * included, delivered twice; items read per event are the index items the first deliveries read. Then the
 * in-app notifications written are compared with a brute-force matcher (every search against every listing):
 * none missing, none twice, none extra.
 */
export async function benchSearchAlertIndex(
  deps: TDeps,
  input: { areaSearches: number; wideSearches: number; events: number; mix: TWideMix },
): Promise<string[]> {
  const area = generateSearches(Math.ceil(input.areaSearches * 1.01))
    .filter((search) => search.bbox)
    .slice(0, input.areaSearches);
  const wide = generateWideSearches(input.wideSearches, input.mix);
  await loadNationalCatalogue(deps.db, { listings: input.events, openHouses: Math.round(input.events / 5), now: new Date() });
  const listings = await scanListings(deps.db);
  const thousands = (n: number) => n.toLocaleString('en-US');
  const lines = [`Saved-search alert index: ${thousands(listings.length)} listing events, each message delivered twice:`];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };
  console.log(lines[0]);

  await fileSearches(deps.db, area);
  const alone = await runEvents(deps, listings, 'new');
  say(`  ${thousands(area.length)} area searches alone: ${figures(alone.reads)}; ${await checkTold(deps.db, listings, area, 'New listing', alone.seconds)}`);

  await fileSearches(deps.db, wide);
  const withWide = await runEvents(deps, listings, 'price-drop');
  say(
    `  with ${thousands(wide.length)} country-wide ones (${input.mix} mix) added, ${thousands(area.length + wide.length)} in all: ${figures(withWide.reads)}; ${await checkTold(deps.db, listings, [...area, ...wide], 'Price cut', withWide.seconds)}`,
  );
  const ratio = (pick: (reads: number[]) => number) => (pick(withWide.reads) / Math.max(1, pick(alone.reads))).toFixed(2);
  say(
    `  items read per event with them / without: median ${ratio(median)}×, p95 ${ratio((reads) => percentile(reads, 95))}×, max ${ratio((reads) => Math.max(...reads))}× (target: at most 2×)`,
  );
  const wideMatches = listings.map((listing) => wide.filter((search) => search.userId !== listing.userId && isMatch(listing, search)).length);
  const wideReads = withWide.reads.map((reads, i) => reads - alone.reads[i]!);
  say(
    `  country-wide searches per event: read median ${median(wideReads)}, matched median ${median(wideMatches)} (p95 ${percentile(wideMatches, 95)}): an index reads at least the matches`,
  );
  return [];
}

/** Files searches in the alert index as a save does (the same index items), in batches. */
async function fileSearches(db: TDb, searches: readonly TSavedSearchAreaRecord[]): Promise<void> {
  const started = performance.now();
  const items = searches.flatMap(indexItemsOf);
  await putAll(db, items);
  console.log(
    `  (filed ${searches.length.toLocaleString('en-US')} searches: ${items.length.toLocaleString('en-US')} index items in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/** Every listing's event through the matcher, each message (and each continuation) delivered twice; the index items the first deliveries read, per event. */
async function runEvents(base: TDeps, listings: readonly TPropertyRecord[], kind: 'new' | 'price-drop'): Promise<{ reads: number[]; seconds: number }> {
  const started = performance.now();
  const reads = await mapWithConcurrency([...listings], EVENTS_IN_FLIGHT, async (listing) => {
    let read = 0;
    const event = kind === 'new' ? 'new' : `price-drop#${listing.price}`;
    for (let message: TNotificationMessage | undefined = { kind: 'listing-changed', listingId: listing.id, events: [event] }; message;) {
      const sent: TNotificationMessage[] = [];
      const deps: TNotifyDeps = {
        ...base,
        mail: { send: async () => ({ messageId: 'unused' }) },
        scheduler: { putOnce: async () => {}, remove: async () => {} },
        siteOrigin: 'http://localhost',
        notificationQueue: { send: async (_queue, body) => void sent.push(body as TNotificationMessage) },
      };
      if (message.kind !== 'listing-changed') throw new Error(message.kind);
      read += (await matchListingEvents(deps, message)).touched;
      await matchListingEvents(deps, message);
      message = sent[0];
    }
    return read;
  });
  return { reads, seconds: (performance.now() - started) / 1000 };
}

const figures = (reads: number[]) => `index items read per event median ${median(reads)}, p95 ${percentile(reads, 95)}, max ${Math.max(...reads)}`;

/**
 * Every in-app notification of every searcher, each user's partition queried (a Scan of the whole table, a
 * quarter of a million items by run 2, took longer than the run itself). Only searchers are ever told here.
 */
async function notificationsOfSearchers(db: TDb, searches: readonly TSavedSearchAreaRecord[]): Promise<Record<string, unknown>[]> {
  const userIds = [...new Set(searches.map((search) => search.userId))];
  const perUser = await mapWithConcurrency(userIds, 16, (userId) =>
    queryAllItems(db, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': notificationPrefix },
    }),
  );
  return perUser.flat();
}

/** The in-app notifications of one run (by headline) against a brute-force matcher: every search tried against every listing. */
async function checkTold(
  db: TDb,
  listings: readonly TPropertyRecord[],
  searches: readonly TSavedSearchAreaRecord[],
  headline: string,
  seconds: number,
): Promise<string> {
  const expected = new Set<string>();
  for (const listing of listings) {
    for (const search of searches)
      if (search.userId !== listing.userId && isMatch(listing, search)) expected.add(`${search.userId}|/property/${listing.id}|${search.name}`);
  }
  const told = new Map<string, number>();
  for (const item of await notificationsOfSearchers(db, searches)) {
    if (!String(item.title).startsWith(`${headline}:`)) continue;
    const name = /matches “(.*)”$/.exec(String(item.body))?.[1];
    const key = `${String(item.userId)}|${String(item.link)}|${name}`;
    told.set(key, (told.get(key) ?? 0) + 1);
  }
  const duplicates = [...told.values()].reduce((sum, n) => sum + n - 1, 0);
  const missing = [...expected].filter((key) => !told.has(key)).length;
  const extra = [...told.keys()].filter((key) => !expected.has(key)).length;
  return `${expected.size.toLocaleString('en-US')} matches told in ${seconds.toFixed(1)} s: ${duplicates} duplicate, ${missing} missing, ${extra} extra`;
}
