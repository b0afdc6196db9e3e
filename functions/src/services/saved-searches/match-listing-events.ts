import { ulid } from 'ulid';
import { MARKET_STATUSES, isOffMarket } from '@shared/constants/listing';
import { matchesListingFilters } from '@shared/listings/listing-filters';
import { oneLine } from '../../adapters/mail/mail';
import { isInBox } from '../../data/geohash';
import type { TPropertyRecord } from '../../data/property-records';
import { getProperty } from '../../data/property-repository';
import type { TSavedSearchAreaRecord } from '../../data/saved-search-area-repository';
import { moveLegacyNationwideSearches, readSearchIndexPage, indexSourcesForListing } from '../../data/saved-search-index-repository';
import { listToldSearchMatches, putSearchMatchOnce, toldMatchKey, type TAlertFrequency } from '../../data/search-alert-repository';
import { putSearchHits } from '../../data/search-hit-repository';
import { mapWithConcurrency } from '../../platform/map-with-concurrency';
import { NOTIFICATIONS_QUEUE, type TMatchCursor, type TNotificationMessage } from '../notifications/notification-message';
import type { TNotifyDeps } from '../notifications/notify-deps';
import type { TListingEvent } from './listing-events';
import { scheduleSearchAlerts, searchAlertsDueAt } from './search-alert-timing';

const MATCHES_IN_FLIGHT = 8;
/**
 * Matches after which a message stops reading (at the end of the page it is on, so it tells fewer than twice as
 * many); the rest go on in a continuation message, so no invocation runs long.
 */
export const MATCHES_PER_MESSAGE = 50;
const EVENT_ORDER = ['new', 'open-house#', 'price-drop#', 'status#'];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A filed search's identity. */
const keyOf = (search: TSavedSearchAreaRecord) => `${search.userId}#${search.searchId}`;

/** The event a search is told of when one write made several: the most telling (a new listing says everything). */
const mainEvent = (events: readonly string[]) =>
  [...events].sort((a, b) => EVENT_ORDER.findIndex((p) => a.startsWith(p)) - EVENT_ORDER.findIndex((p) => b.startsWith(p)))[0] as TListingEvent;

/**
 * Whether a public listing is one a search is about: inside its box, through its filters (its price range
 * included); a search of the open-house map is told only of listings with an open house coming.
 */
export function isMatch(listing: TPropertyRecord, search: TSavedSearchAreaRecord): boolean {
  const { filters, bbox } = search;
  if (
    bbox &&
    (!listing.coordinates || !isInBox({ west: bbox[0], south: bbox[1], east: bbox[2], north: bbox[3] }, listing.coordinates.lat, listing.coordinates.lng))
  )
    return false;
  if (search.source === 'map' && listing.upcomingOpenHouses.length === 0) return false;
  return matchesListingFilters(listing, filters);
}

/** Index items one read asks for: a message stops between reads, so no continuation reads an item again. */
const INDEX_PAGE = MATCHES_PER_MESSAGE;
/** Index items one message reads at most however few match (a busy cell of searches whose filters keep few). */
const INDEX_READS_PER_MESSAGE = 2_000;

/**
 * A listing changed (listing-events.ts): tell every person whose saved searches it matches, at most once per
 * person and event, however many of their searches it matches.
 * 1. read the listing; gone or no longer public: nothing
 * 2. read, in order, the index sources that can hold its searches (saved-search-index-repository.ts): what is left of the
 *    earlier layout's nationwide partition (moved into the wide index as it is read), its four area cells, the
 *    four ranges of the wide index its price range, type and bedrooms reach; from `cursor` (a continuation's);
 *    keep the matches (a buyer's own listing does not alert them)
 * 3. stop between reads once 50 matched or 2,000 were read: where the next read would start goes in a
 *    continuation message, sent first, so a failure later loses none of them and no item is read twice
 * 4. record a hit for every matching search (search-hit-repository.ts: its card's "N new" counts them), set to
 *    Never or not
 * 5. group the alerting matches (not Never) by person; each person not told of this event yet (one batch read
 *    of their claims): one in-app notification naming the searches it matched, and one e-mail kept for the
 *    person's next instant window (if any of those searches is instant) or the morning's digest, in one
 *    transaction; then every such person's one-time schedule (named by person and time, so one per window)
 * A person whose searches are split between this message and a continuation is told once, naming those of the first.
 * Answers how many index items were read and how many searches matched (the benchmark counts them).
 */
export async function matchListingEvents(
  deps: TNotifyDeps,
  input: { listingId: string; events: readonly string[]; cursor?: TMatchCursor },
): Promise<{ touched: number; matched: number }> {
  const listing = await getProperty(deps.db, input.listingId);
  if (!listing || listing.status !== 'active' || isOffMarket(listing.marketStatus)) return { touched: 0, matched: 0 };
  const { read, matches, next } = await readMatches(deps, listing, input.cursor);
  if (next) {
    const rest: TNotificationMessage = { kind: 'listing-changed', listingId: listing.id, events: [...input.events], cursor: next };
    await deps.notificationQueue.send(NOTIFICATIONS_QUEUE, rest);
  }
  // The hit is dated by the listing's write, so a redelivered message writes the same item again.
  await putSearchHits(
    deps.db,
    matches.map((search) => ({ userId: search.userId, searchId: search.searchId, listingId: listing.id, at: listing.updatedAt })),
  );
  const event = mainEvent(input.events);
  const people = alertingByPerson(matches);
  // A redelivered message (or one retried after a failure part way) tells only those not told yet.
  const claims = people.map((person) => ({ ...person, eventKey: eventKeyOf(listing, event) }));
  const told = await listToldSearchMatches(deps.db, claims);
  const untold = claims.filter((claim) => !told.has(toldMatchKey(claim)));
  await mapWithConcurrency(untold, MATCHES_IN_FLIGHT, (claim) => tell(deps, listing, claim, event));
  const now = deps.clock.now();
  const due = people.map((person) => ({ userId: person.userId, frequency: person.frequency, at: searchAlertsDueAt(person.frequency, listing.timeZone, now) }));
  const schedules = new Map(due.map((schedule) => [`${schedule.userId}#${schedule.frequency}#${schedule.at.getTime()}`, schedule]));
  // Set on every delivery, as the lead digests: a redelivery after a failed schedule still sets it.
  await mapWithConcurrency([...schedules.values()], MATCHES_IN_FLIGHT, (schedule) =>
    scheduleSearchAlerts(deps, schedule.userId, schedule.frequency, schedule.at),
  );
  return { touched: read, matched: matches.length };
}

/** One person's alerting matches of a listing: their searches (in the order read) and the soonest e-mail any of them asks for. */
type TPersonMatch = { userId: string; searches: TSavedSearchAreaRecord[]; frequency: TAlertFrequency };

function alertingByPerson(matches: readonly TSavedSearchAreaRecord[]): TPersonMatch[] {
  const people = new Map<string, TPersonMatch>();
  for (const search of matches) {
    if (search.frequency === 'never') continue;
    const person = people.get(search.userId) ?? { userId: search.userId, searches: [], frequency: 'daily' };
    person.searches.push(search);
    if (search.frequency === 'instant') person.frequency = 'instant';
    people.set(search.userId, person);
  }
  return [...people.values()];
}

/**
 * Reads the listing's index sources from `cursor` a page at a time until enough matched or were read: the
 * matches (each search once, though a search moved out of the earlier layout may be read twice) and where the
 * next message starts (null: nothing left).
 */
async function readMatches(deps: TNotifyDeps, listing: TPropertyRecord, cursor: TMatchCursor | undefined) {
  const sources = indexSourcesForListing(listing).filter((source) => !cursor || source.id >= cursor.source);
  const seen = new Set<string>();
  const matches: TSavedSearchAreaRecord[] = [];
  let read = 0;
  for (const [index, source] of sources.entries()) {
    let startKey = cursor && source.id === cursor.source ? cursor.startKey : undefined;
    do {
      const page = await readSearchIndexPage(deps.db, source, { startKey, limit: INDEX_PAGE });
      read += page.items.length;
      if (source.isLegacy) await moveLegacyNationwideSearches(deps.db, page.items);
      for (const search of page.items) {
        if (seen.has(keyOf(search))) continue;
        seen.add(keyOf(search));
        if (search.userId !== listing.userId && isMatch(listing, search)) matches.push(search);
      }
      startKey = page.nextStartKey ?? undefined;
      const isFull = matches.length >= MATCHES_PER_MESSAGE || read >= INDEX_READS_PER_MESSAGE;
      const after = sources[index + 1];
      if (isFull && (startKey || after)) return { read, matches, next: startKey ? { source: source.id, startKey } : { source: after!.id } };
    } while (startKey);
  }
  return { read, matches, next: null };
}

/** The event a person is told of once: this listing, this change (whichever of their searches it matched). */
const eventKeyOf = (listing: TPropertyRecord, event: TListingEvent) => `searches#${listing.id}#${event}`;

/** “A”, “A” and “B”, “A”, “B” and 2 more. */
export function searchNamesOf(searches: readonly { name: string }[]): string {
  const quoted = searches.map((search) => `“${search.name}”`);
  if (quoted.length <= 2) return quoted.join(' and ');
  return `${quoted.slice(0, 2).join(', ')} and ${quoted.length - 2} more`;
}

/** Writes one person's notification and waiting e-mail of one listing's event (once). */
async function tell(deps: TNotifyDeps, listing: TPropertyRecord, person: TPersonMatch & { eventKey: string }, event: TListingEvent): Promise<void> {
  const now = deps.clock.now();
  const headline = headlineOf(listing, event);
  const facts = `${usd.format(listing.price)} · ${listing.bedrooms} bd · ${listing.bathrooms} ba`;
  const link = `/property/${encodeURIComponent(listing.id)}`;
  const names = searchNamesOf(person.searches);
  const notification = {
    userId: person.userId,
    id: ulid(now.getTime()),
    kind: 'search' as const,
    title: oneLine(`${headline}: ${listing.title}`, 120),
    body: oneLine(`${facts} · matches ${names}`, 300),
    link,
    createdAt: now.toISOString(),
  };
  const subject = oneLine(`${headline}: ${listing.title}, ${listing.city}, ${listing.state} · ${facts}`, 200);
  const text = [subject, `Matches your saved search${person.searches.length > 1 ? 'es' : ''} ${names}.`, `See it: ${deps.siteOrigin}${link}`].join('\n');
  const mail = {
    userId: person.userId,
    id: ulid(now.getTime()),
    frequency: person.frequency,
    searchName: person.searches[0]!.name,
    listingId: listing.id,
    searchIds: person.searches.map((search) => search.searchId),
    subject,
    text,
    createdAt: now.toISOString(),
  };
  await putSearchMatchOnce(deps.db, person.eventKey, { notification, mail });
}

function headlineOf(listing: TPropertyRecord, event: TListingEvent): string {
  if (event === 'new') return 'New listing';
  if (event.startsWith('price-drop#')) return 'Price cut';
  if (event.startsWith('status#')) return `Now ${MARKET_STATUSES.find((s) => s.value === listing.marketStatus)?.label ?? listing.marketStatus}`;
  const openHouse = listing.upcomingOpenHouses.find((ref) => event === `open-house#${ref.id}`);
  if (!openHouse) return 'Open house';
  const when = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: listing.timeZone,
  }).format(new Date(openHouse.startsAt));
  return `Open house ${when}`;
}
