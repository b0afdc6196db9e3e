import { isOffMarket } from '@shared/constants/listing';
import type { TQueueSender } from '../../adapters/queue/queue-sender';
import type { TPropertyRecord } from '../../data/property-records';
import { logger } from '../../platform/logger';
import { mapWithConcurrency } from '../../platform/map-with-concurrency';
import { NOTIFICATIONS_QUEUE, type TNotificationMessage } from '../notifications/notification-message';

/** What a listing's write needs to tell saved searches; absent (seeding, benchmarks), nothing is told. */
export type TListingEventDeps = { notificationQueue?: TQueueSender };

/**
 * What a buyer's saved search is told of, most telling first: `new` (it became public), `open-house#<id>`
 * (an open house was scheduled), `price-drop#<price>`, `status#<status>` (Coming Soon → Active, Active →
 * Pending…). The name is also the event's identity: each search is told of each at most once.
 */
export type TListingEvent = 'new' | `open-house#${string}` | `price-drop#${number}` | `status#${string}`;

type TListingState = Pick<TPropertyRecord, 'status' | 'marketStatus' | 'price' | 'upcomingOpenHouses'> &
  Partial<Pick<TPropertyRecord, 'coordinates' | 'onMarketDate' | 'listingContractDate' | 'updatedAt'>>;
const isPublic = (listing: TListingState) => listing.status === 'active' && !isOffMarket(listing.marketStatus);

/** A listing on the market longer than this (by the MLS's OnMarketDate, else ListingContractDate) is not announced as new, whenever it reaches us. */
export const NEW_LISTING_MAX_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Whether a listing is new on the market as of its write: one with a market date (an MLS listing's) only
 * within NEW_LISTING_MAX_DAYS of it; one without (typed by hand: it reaches the market by being published) always.
 */
export function isNewOnMarket(listing: TListingState): boolean {
  const since = listing.onMarketDate ?? listing.listingContractDate;
  if (!since || !listing.updatedAt) return true;
  return Date.parse(listing.updatedAt) - Date.parse(since) <= NEW_LISTING_MAX_DAYS * DAY_MS;
}

/**
 * The events a write to a listing makes (none while it is not public), from what it was (null: new) to what it is.
 * A listing that becomes public, or gains a map position (the searches of its area could not match it before),
 * is `new` when it is new on the market (isNewOnMarket); searches already told of it as new are not told again
 * (the event is its identity). One on the market for weeks that reaches us now (an MLS sync of an old listing,
 * one back from withdrawn) is told as what it is: its open houses, a price below what we had, a status unlike
 * what we had; nothing else.
 */
export function listingEventsOf(before: TListingState | null, after: TListingState): TListingEvent[] {
  if (!isPublic(after)) return [];
  const becamePublic = !before || !isPublic(before) || (!before.coordinates && Boolean(after.coordinates));
  if (becamePublic && isNewOnMarket(after)) return ['new'];
  const known = new Set(becamePublic || !before ? [] : before.upcomingOpenHouses.map((ref) => ref.id));
  const events: TListingEvent[] = after.upcomingOpenHouses.filter((ref) => !known.has(ref.id)).map((ref) => `open-house#${ref.id}` as const);
  if (before && after.price < before.price) events.push(`price-drop#${after.price}`);
  if (before && after.marketStatus !== before.marketStatus) events.push(`status#${after.marketStatus}`);
  return events;
}

const EVENTS_IN_FLIGHT = 8;

/**
 * Puts listings' events on the notifications queue after their write, one message per listing; the
 * matching worker finds the searches. A failed enqueue is logged and the write kept (an alert is not worth
 * failing an agent's edit or a sync for).
 */
export async function enqueueListingEvents(
  deps: TListingEventDeps,
  changes: readonly { listingId: string; events: readonly TListingEvent[] }[],
): Promise<void> {
  const queue = deps.notificationQueue;
  if (!queue) return;
  await mapWithConcurrency(
    changes.filter((change) => change.events.length > 0),
    EVENTS_IN_FLIGHT,
    async ({ listingId, events }) => {
      const message: TNotificationMessage = { kind: 'listing-changed', listingId, events: [...events] };
      try {
        await queue.send(NOTIFICATIONS_QUEUE, message);
      } catch (error) {
        logger.error('listing events could not be queued', { listingId, error: (error as Error).message });
      }
    },
  );
}
