import { CALENDAR_FEED_PAST_DAYS, CALENDAR_FEED_REFRESH_SECONDS, CALENDAR_FEED_SAVED_STATUSES, type TCalendarFeedKind } from '@shared/constants/calendar';
import { PRODUCT_NAME } from '@shared/constants/product';
import { getCalendarFeedByTokenHash } from '../../data/calendar-feed-repository';
import { listOpenHousesOfAgentSince } from '../../data/open-house-repository';
import type { TOpenHouseRecord } from '../../data/property-records';
import { listSavedOpenHouses } from '../../data/saved-open-house-repository';
import { notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { isSameTokenHash } from '../../platform/secret-token-hash';
import { hashFeedToken } from './feed-token';
import { openHousesOfSaved } from '../saved-open-houses/open-houses-of-saved';
import { buildOpenHouseCalendar } from './open-house-calendar';

export const FEED_NOT_FOUND = 'Calendar feed not found';

const FEED_NAMES: Record<TCalendarFeedKind, string> = { agent: `My open houses (${PRODUCT_NAME})`, buyer: `Saved open houses (${PRODUCT_NAME})` };

const isInBuyerFeed = (status: string) => (CALENDAR_FEED_SAVED_STATUSES as readonly string[]).includes(status);

async function openHousesOf(deps: TDeps, kind: TCalendarFeedKind, userId: string): Promise<TOpenHouseRecord[]> {
  if (kind === 'agent') {
    return listOpenHousesOfAgentSince(deps.db, { userId, since: new Date(deps.clock.now().getTime() - CALENDAR_FEED_PAST_DAYS * 86_400_000) });
  }
  const { saved, openHouses } = await openHousesOfSaved(
    deps,
    (await listSavedOpenHouses(deps.db, userId)).filter((s) => isInBuyerFeed(s.status)),
  );
  // An open house its agent removed, or whose listing is no longer published, drops out of the feed.
  return saved.flatMap((s) => openHouses.get(s.openHouseId) ?? []).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * A feed's calendar for whoever holds its secret (calendar apps poll without cookies), regenerated on
 * every request with stable UIDs, so changes show and removed open houses disappear.
 * 1. find the feed by the hash of the secret; a reset secret or another kind's secret is a 404
 * 2. agent: their open houses from CALENDAR_FEED_PAST_DAYS ago on (1 GetItem + 1 Query on gsi2)
 *    buyer: their saved open houses of published listings but cancelled RSVPs (1 GetItem + 1 Query + 2 BatchGets per 100; one that
 *    moved: 1 Query of its listing and its saved record repaired)
 * 3. generate the iCalendar document
 */
export async function readCalendarFeed(deps: TDeps, input: { kind: TCalendarFeedKind; feed: string; siteOrigin: string }): Promise<string> {
  const tokenHash = hashFeedToken(input.feed.replace(/\.ics$/, ''));
  const found = await getCalendarFeedByTokenHash(deps.db, tokenHash);
  if (!found || found.kind !== input.kind || !isSameTokenHash(found.tokenHash, tokenHash)) throw notFound(FEED_NOT_FOUND);
  return buildOpenHouseCalendar(await openHousesOf(deps, input.kind, found.userId), {
    now: deps.clock.now(),
    siteOrigin: input.siteOrigin,
    name: FEED_NAMES[input.kind],
    refreshSeconds: CALENDAR_FEED_REFRESH_SECONDS,
  });
}
