import type * as z from '@shared/zod';
import type { TProperty, ZUpdatePropertyRequestSchema } from '@shared/schemas/property.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { buildSearchText } from '../../data/property-index-keys';
import { listOpenHousesOfProperty, splitByEnded } from '../../data/open-house-repository';
import { getProperty, replaceProperty } from '../../data/property-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { assertMayDo, publishWithinPlan } from '../subscriptions/plan-limit';
import { listingChanged } from './listing-changed';
import { listingFactsOf } from './listing-facts';
import { locateListing, type TGeocodeDeps } from './listing-location';
import { listingTimeZone } from './listing-time-zone';
import { assertOwner } from './owner-check';
import { toProperty } from './to-property-view';
import { enqueueListingEvents, listingEventsOf, type TListingEventDeps } from '../saved-searches/listing-events';

type TUpdateProperty = z.output<typeof ZUpdatePropertyRequestSchema>;

/**
 * The title a save leaves: the one sent; none sent (a client that does not know the field), the one the listing
 * has, unless that was only its street address, which follows the address. A save never changes what nobody changed.
 */
function titleAfterEdit(before: { title: string; address: string }, changes: Pick<TUpdateProperty, 'title' | 'address'>): string {
  if (changes.title) return changes.title;
  const isTyped = changes.title === undefined && before.title !== before.address;
  return isTyped ? before.title : changes.address;
}

/**
 * Edits a listing.
 * 1. load it and check the caller owns it (403 otherwise); place it (listing-location.ts): a pin sent, else where it
 *    was while its address is unchanged, else its address geocoded
 * 2. publishing a draft needs an active subscription with room in its plan, like creating an active listing;
 *    changing what an active listing is (address, type, …) needs an active subscription (can-list.ts)
 * 3. replace it if unchanged since it was read (409 otherwise); counters follow in the same transaction
 * 4. what saved searches are told of (published, price cut, status) goes to their matching worker
 */
export async function updateProperty(
  deps: TDeps & TListingEventDeps & TGeocodeDeps,
  auth: TUserActor,
  input: { id: string; changes: TUpdateProperty },
): Promise<TProperty> {
  const before = assertOwner(await getProperty(deps.db, input.id), auth);
  const now = deps.clock.now();
  const title = titleAfterEdit(before, input.changes);
  const { lotSizeAcres: _acres, ...changes } = input.changes;
  const { coordinates, locationPrecision } = await locateListing(deps, input.changes, { sent: input.changes.coordinates, before });
  const after = {
    ...before,
    ...changes,
    ...listingFactsOf(input.changes),
    marketStatus: changes.marketStatus ?? before.marketStatus,
    title,
    coordinates,
    locationPrecision,
    // A listing moved keeps the wall clock of where it now is; its open houses stay the instants they were.
    timeZone: listingTimeZone({ state: changes.state, coordinates }),
    publishedAt: before.publishedAt ?? (changes.status === 'active' && before.status !== 'active' ? now.toISOString() : null),
    searchText: buildSearchText({ ...changes, title }),
    updatedAt: now.toISOString(),
  };
  // Past open houses keep the copy they had; only the ones still shown are refreshed.
  const { upcoming } = splitByEnded(await listOpenHousesOfProperty(deps.db, before.id), now);
  if (before.status !== 'active' && after.status === 'active')
    await publishWithinPlan(deps, auth, (limits) => replaceProperty(deps.db, before, after, upcoming, limits));
  else {
    await assertMayDo(deps, auth, { kind: 'edit', before, after });
    await replaceProperty(deps.db, before, after, upcoming);
  }
  listingChanged(before.id);
  await enqueueListingEvents(deps, [{ listingId: before.id, events: listingEventsOf(before, after) }]);
  const agents = await getAgentSummaries(deps.db, [auth.user.id]);
  return toProperty(after, agents.get(auth.user.id) ?? null, now);
}
