import { ulid } from 'ulid';
import type { TCreateProperty, TProperty } from '@shared/schemas/property.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { putNewProperty } from '../../data/property-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { listingFactsOf } from './listing-facts';
import { locateListing, type TGeocodeDeps } from './listing-location';
import { listingTimeZone } from './listing-time-zone';
import { newPropertyRecord } from './new-property-record';
import { slotToInstants } from './open-house-slot';
import { toProperty } from './to-property-view';
import { forgetMapAnswers } from '../map/map-response-cache';
import { publishWithinPlan } from '../subscriptions/plan-limit';
import { enqueueListingEvents, listingEventsOf, type TListingEventDeps } from '../saved-searches/listing-events';

/**
 * Creates a listing for a subscribed agent (the entry's `subscribed` access checked the plan).
 * 1. place it on the map: the agent's pin if sent, else its address geocoded (listing-location.ts); not found, it is
 *    saved without a position
 * 2. turn the optional open-house slot into instants in the listing's zone (at its coordinates, else its
 *    state's); a past slot refuses the whole request
 * 3. write the listing, its counters and the open house in one transaction; an active one only while the
 *    plan has room (drafts are not counted)
 * 4. a public listing's event goes to the saved searches' matching worker
 */
export async function createProperty(deps: TDeps & TListingEventDeps & TGeocodeDeps, auth: TUserActor, input: TCreateProperty): Promise<TProperty> {
  const now = deps.clock.now();
  const location = await locateListing(deps, input, { sent: input.coordinates });
  const placed = { ...input, ...location };
  const slot = input.openHouse
    ? { ...slotToInstants(input.openHouse, listingTimeZone(placed), now, 'openHouse'), notes: input.openHouse.notes ?? null }
    : undefined;
  const { property, openHouse } = newPropertyRecord(
    { ...placed, ...listingFactsOf(input) },
    { userId: auth.user.id, propertyId: ulid(now.getTime()), openHouseId: ulid() },
    now,
    slot,
  );
  if (property.status === 'active') await publishWithinPlan(deps, auth, (limits) => putNewProperty(deps.db, property, openHouse, limits));
  else await putNewProperty(deps.db, property, openHouse);
  // A new public listing moves the map's counts and open houses this container keeps.
  forgetMapAnswers();
  await enqueueListingEvents(deps, [{ listingId: property.id, events: listingEventsOf(null, property) }]);
  const agents = await getAgentSummaries(deps.db, [auth.user.id]);
  return toProperty(property, agents.get(auth.user.id) ?? null, now);
}
