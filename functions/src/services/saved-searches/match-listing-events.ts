import { ulid } from 'ulid';
import { MARKET_STATUSES, isOffMarket } from '@shared/constants/listing';
import { oneLine } from '../../adapters/mail/mail';
import { isInBox } from '../../data/geohash';
import { putNotificationOnce } from '../../data/notification-repository';
import type { TPropertyRecord } from '../../data/property-records';
import { getProperty } from '../../data/property-repository';
import { cellsAround, listSearchesInCell, type TSavedSearchAreaRecord } from '../../data/saved-search-area-repository';
import { putSearchAlertOnce, type TAlertFrequency } from '../../data/search-alert-repository';
import { NOTIFICATION_DIGEST_SCHEDULE } from '../../entries/notification-entries';
import { mapWithConcurrency } from '../mls/map-with-concurrency';
import { nextZonedTime } from '../notifications/email-timing';
import type { TNotificationMessage } from '../notifications/notification-message';
import type { TNotifyDeps } from '../notifications/notify-deps';
import { matchesBrowseFilters } from '../properties/browse-filters';
import type { TListingEvent } from './listing-events';

/** Instant alerts of one person go out together, once per window of this many minutes. */
export const INSTANT_WINDOW_MINUTES = 5;
/** Daily digests go out at this hour in the zone of the listings they tell of. */
export const DAILY_DIGEST_TIME = '08:00';
const MATCHES_IN_FLIGHT = 8;
const EVENT_ORDER = ['new', 'open-house#', 'price-drop#', 'status#'];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The event a search is told of when one write made several: the most telling (a new listing says everything). */
const mainEvent = (events: readonly string[]) => [...events].sort((a, b) => EVENT_ORDER.findIndex((p) => a.startsWith(p)) - EVENT_ORDER.findIndex((p) => b.startsWith(p)))[0] as TListingEvent;

/**
 * Whether a public listing is one a search is about: inside its box, through its filters and the map's price
 * ceiling; a search of the open-house map is told only of listings with an open house coming.
 */
function isMatch(listing: TPropertyRecord, search: TSavedSearchAreaRecord): boolean {
  const { filters, bbox } = search;
  if (bbox && (!listing.coordinates || !isInBox({ west: bbox[0], south: bbox[1], east: bbox[2], north: bbox[3] }, listing.coordinates.lat, listing.coordinates.lng))) return false;
  if (filters.maxPrice !== undefined && listing.price > filters.maxPrice) return false;
  if (search.source === 'map' && listing.upcomingOpenHouses.length === 0) return false;
  return matchesBrowseFilters(listing, { ...filters, q: filters.q || undefined });
}

/**
 * A listing changed (listing-events.ts): tell every saved search it matches, at most once per search and event.
 * 1. read the listing; gone or no longer public: nothing
 * 2. read the searches filed under the three cells that can hold it (never all searches); keep the matches
 *    (a buyer's own listing does not alert them)
 * 3. each match: the in-app notification, and the e-mail kept for the person's next instant window or the
 *    morning's digest, whose one-time schedule is set (named by person and time, so one per window)
 * Answers how many searches were read and how many matched (the benchmark counts them).
 */
export async function matchListingEvents(deps: TNotifyDeps, input: { listingId: string; events: readonly string[] }): Promise<{ touched: number; matched: number }> {
  const listing = await getProperty(deps.db, input.listingId);
  if (!listing || listing.status !== 'active' || isOffMarket(listing.marketStatus)) return { touched: 0, matched: 0 };
  const filed = (await Promise.all(cellsAround(listing.coordinates).map((cell) => listSearchesInCell(deps.db, cell)))).flat();
  const searches = [...new Map(filed.map((search) => [`${search.userId}#${search.searchId}`, search])).values()];
  const matches = searches.filter((search) => search.userId !== listing.userId && isMatch(listing, search));
  const event = mainEvent(input.events);
  await mapWithConcurrency(matches, MATCHES_IN_FLIGHT, (search) => tell(deps, listing, search, event));
  return { touched: searches.length, matched: matches.length };
}

async function tell(deps: TNotifyDeps, listing: TPropertyRecord, search: TSavedSearchAreaRecord, event: TListingEvent): Promise<void> {
  const now = deps.clock.now();
  const eventKey = `search#${search.searchId}#${listing.id}#${event}`;
  const headline = headlineOf(listing, event);
  const facts = `${usd.format(listing.price)} · ${listing.bedrooms} bd · ${listing.bathrooms} ba`;
  const link = `/property/${encodeURIComponent(listing.id)}`;
  await putNotificationOnce(deps.db, eventKey, {
    userId: search.userId,
    id: ulid(now.getTime()),
    kind: 'search',
    title: oneLine(`${headline}: ${listing.title}`, 120),
    body: oneLine(`${facts} · matches “${search.name}”`, 300),
    link,
    createdAt: now.toISOString(),
  });
  if (search.frequency === 'never') return;
  const subject = oneLine(`${headline}: ${listing.title}, ${listing.city}, ${listing.state} · ${facts}`, 200);
  const text = [subject, `Matches your saved search “${search.name}”.`, `See it: ${deps.siteOrigin}${link}`].join('\n');
  await putSearchAlertOnce(deps.db, eventKey, { userId: search.userId, id: ulid(now.getTime()), frequency: search.frequency, searchName: search.name, subject, text, createdAt: now.toISOString() });
  // Set on every delivery, as the lead digests: a redelivery after a failed schedule still sets it.
  await scheduleSearchAlerts(deps, search.userId, search.frequency, search.frequency === 'instant' ? nextWindow(now) : nextZonedTime(DAILY_DIGEST_TIME, listing.timeZone, now));
}

/** The one-time schedule of a person's search e-mail at `at`: one name per person, kind and minute, so matches of a window share it. */
export async function scheduleSearchAlerts(deps: Pick<TNotifyDeps, 'scheduler'>, userId: string, frequency: TAlertFrequency, at: Date): Promise<void> {
  const message: TNotificationMessage = { kind: 'search-alerts-due', userId, frequency };
  const minute = at.toISOString().slice(0, 16).replace(/[-:T]/g, '');
  await deps.scheduler.putOnce(NOTIFICATION_DIGEST_SCHEDULE, { name: `search-${frequency}-${userId}-${minute}`, at, message });
}

/** The end of the instant window after `now`, at least a minute away (EventBridge's one-time schedules are to the minute). */
export function nextWindow(now: Date): Date {
  const windowMs = INSTANT_WINDOW_MINUTES * 60_000;
  const end = Math.ceil((now.getTime() + 60_000) / windowMs) * windowMs;
  return new Date(end);
}

function headlineOf(listing: TPropertyRecord, event: TListingEvent): string {
  if (event === 'new') return 'New listing';
  if (event.startsWith('price-drop#')) return 'Price cut';
  if (event.startsWith('status#')) return `Now ${MARKET_STATUSES.find((s) => s.value === listing.marketStatus)?.label ?? listing.marketStatus}`;
  const openHouse = listing.upcomingOpenHouses.find((ref) => event === `open-house#${ref.id}`);
  if (!openHouse) return 'Open house';
  const when = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: listing.timeZone }).format(new Date(openHouse.startsAt));
  return `Open house ${when}`;
}
