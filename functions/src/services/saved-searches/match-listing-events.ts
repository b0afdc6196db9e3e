import { ulid } from 'ulid';
import { MARKET_STATUSES, isOffMarket } from '@shared/constants/listing';
import { oneLine } from '../../adapters/mail/mail';
import { isInBox } from '../../data/geohash';
import type { TPropertyRecord } from '../../data/property-records';
import { getProperty } from '../../data/property-repository';
import { cellsAround, listSearchesInCell, type TSavedSearchAreaRecord } from '../../data/saved-search-area-repository';
import { listToldSearchMatches, putSearchMatchOnce, toldMatchKey, type TAlertFrequency } from '../../data/search-alert-repository';
import { NOTIFICATION_DIGEST_SCHEDULE } from '../../entries/notification-entries';
import { mapWithConcurrency } from '../mls/map-with-concurrency';
import { nextZonedTime } from '../notifications/email-timing';
import { NOTIFICATIONS_QUEUE, type TNotificationMessage } from '../notifications/notification-message';
import type { TNotifyDeps } from '../notifications/notify-deps';
import { matchesBrowseFilters } from '../properties/browse-filters';
import type { TListingEvent } from './listing-events';

/** Instant alerts of one person go out together, once per window of this many minutes. */
export const INSTANT_WINDOW_MINUTES = 5;
/** Daily digests go out at this hour in the zone of the listings they tell of. */
export const DAILY_DIGEST_TIME = '08:00';
const MATCHES_IN_FLIGHT = 8;
/** Searches one message tells at most; the rest go on in a continuation message, so no invocation runs long. */
export const MATCHES_PER_MESSAGE = 50;
const EVENT_ORDER = ['new', 'open-house#', 'price-drop#', 'status#'];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A filed search's identity, in the order continuations follow. */
const keyOf = (search: TSavedSearchAreaRecord) => `${search.userId}#${search.searchId}`;

/** The event a search is told of when one write made several: the most telling (a new listing says everything). */
const mainEvent = (events: readonly string[]) => [...events].sort((a, b) => EVENT_ORDER.findIndex((p) => a.startsWith(p)) - EVENT_ORDER.findIndex((p) => b.startsWith(p)))[0] as TListingEvent;

/**
 * Whether a public listing is one a search is about: inside its box, through its filters and the map's price
 * ceiling; a search of the open-house map is told only of listings with an open house coming.
 */
export function isMatch(listing: TPropertyRecord, search: TSavedSearchAreaRecord): boolean {
  const { filters, bbox } = search;
  if (bbox && (!listing.coordinates || !isInBox({ west: bbox[0], south: bbox[1], east: bbox[2], north: bbox[3] }, listing.coordinates.lat, listing.coordinates.lng))) return false;
  if (filters.maxPrice !== undefined && listing.price > filters.maxPrice) return false;
  if (search.source === 'map' && listing.upcomingOpenHouses.length === 0) return false;
  return matchesBrowseFilters(listing, { ...filters, q: filters.q || undefined });
}

/**
 * A listing changed (listing-events.ts): tell every saved search it matches, at most once per search and event.
 * 1. read the listing; gone or no longer public: nothing
 * 2. read the searches filed under the five cells that can hold it (one per precision, and nationwide) (never all searches); keep the matches
 *    (a buyer's own listing does not alert them)
 * 3. in the searches' order, the first 50 after `after` (a continuation's): past them, a continuation
 *    message for the rest is sent first, so a failure later loses none of them
 * 4. each match not told yet (one batch read of their claims): the in-app notification and the e-mail kept
 *    for the person's next instant window or the morning's digest, in one transaction; then, for every match,
 *    the person's one-time schedule (named by person and time, so one per window), once per message
 * Answers how many searches were read and how many were told (the benchmark counts them).
 */
export async function matchListingEvents(deps: TNotifyDeps, input: { listingId: string; events: readonly string[]; after?: string }): Promise<{ touched: number; matched: number }> {
  const listing = await getProperty(deps.db, input.listingId);
  if (!listing || listing.status !== 'active' || isOffMarket(listing.marketStatus)) return { touched: 0, matched: 0 };
  const filed = (await Promise.all(cellsAround(listing.coordinates).map((cell) => listSearchesInCell(deps.db, cell)))).flat();
  const searches = [...new Map(filed.map((search) => [keyOf(search), search])).values()];
  const pending = searches
    .filter((search) => search.userId !== listing.userId && (input.after === undefined || keyOf(search) > input.after) && isMatch(listing, search))
    .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  const matches = pending.slice(0, MATCHES_PER_MESSAGE);
  if (pending.length > matches.length) {
    const rest: TNotificationMessage = { kind: 'listing-changed', listingId: listing.id, events: [...input.events], after: keyOf(matches[matches.length - 1]!) };
    await deps.notificationQueue.send(NOTIFICATIONS_QUEUE, rest);
  }
  const event = mainEvent(input.events);
  // A redelivered message (or one retried after a failure part way) tells only those not told yet.
  const claims = matches.map((search) => ({ search, userId: search.userId, eventKey: eventKeyOf(search, listing, event) }));
  const told = await listToldSearchMatches(deps.db, claims);
  const untold = claims.filter((claim) => !told.has(toldMatchKey(claim)));
  await mapWithConcurrency(untold, MATCHES_IN_FLIGHT, ({ search, eventKey }) => tell(deps, listing, search, event, eventKey));
  const now = deps.clock.now();
  const due = matches.map((search) => ({ userId: search.userId, frequency: search.frequency, at: search.frequency === 'instant' ? nextWindow(now) : nextZonedTime(DAILY_DIGEST_TIME, listing.timeZone, now) }));
  const schedules = new Map(due.map((schedule) => [`${schedule.userId}#${schedule.frequency}#${schedule.at.getTime()}`, schedule]));
  // Set on every delivery, as the lead digests: a redelivery after a failed schedule still sets it.
  await mapWithConcurrency([...schedules.values()], MATCHES_IN_FLIGHT, (schedule) => scheduleSearchAlerts(deps, schedule.userId, schedule.frequency, schedule.at));
  return { touched: searches.length, matched: matches.length };
}

/** The event a search is told of once: this search, this listing, this change. */
const eventKeyOf = (search: TSavedSearchAreaRecord, listing: TPropertyRecord, event: TListingEvent) => `search#${search.searchId}#${listing.id}#${event}`;

/** Writes one match's notification and waiting e-mail (once). */
async function tell(deps: TNotifyDeps, listing: TPropertyRecord, search: TSavedSearchAreaRecord, event: TListingEvent, eventKey: string): Promise<void> {
  const now = deps.clock.now();
  const headline = headlineOf(listing, event);
  const facts = `${usd.format(listing.price)} · ${listing.bedrooms} bd · ${listing.bathrooms} ba`;
  const link = `/property/${encodeURIComponent(listing.id)}`;
  const notification = { userId: search.userId, id: ulid(now.getTime()), kind: 'search' as const, title: oneLine(`${headline}: ${listing.title}`, 120), body: oneLine(`${facts} · matches “${search.name}”`, 300), link, createdAt: now.toISOString() };
  const subject = oneLine(`${headline}: ${listing.title}, ${listing.city}, ${listing.state} · ${facts}`, 200);
  const text = [subject, `Matches your saved search “${search.name}”.`, `See it: ${deps.siteOrigin}${link}`].join('\n');
  const mail = { userId: search.userId, id: ulid(now.getTime()), frequency: search.frequency, searchName: search.name, subject, text, createdAt: now.toISOString() };
  await putSearchMatchOnce(deps.db, eventKey, { notification, mail });
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
