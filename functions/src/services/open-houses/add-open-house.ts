import { ulid } from 'ulid';
import type { TOpenHouse } from '@shared/schemas/open-house.schema';
import type { TOpenHouseSlot } from '@shared/schemas/property.schema';
import { zonedTimeToUtc } from '@shared/time/zoned-time';
import { listingSnapshotOf } from '../../data/listing-snapshot';
import { addOpenHouse as writeOpenHouse, listOpenHousesOfProperty, splitByEnded } from '../../data/open-house-repository';
import { getProperty } from '../../data/property-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { listingChanged } from '../properties/listing-changed';
import { assertMayDo } from '../subscriptions/plan-limit';
import { assertOwner } from '../properties/owner-check';
import { assertSchedulable } from './open-house-rules';
import { toOpenHouseView } from './to-open-house-view';
import { enqueueListingEvents, listingEventsOf, type TListingEventDeps } from '../saved-searches/listing-events';

/**
 * Adds an open house to one of the caller's listings.
 * 1. check the caller owns the listing, and that their subscription lets them list (can-list.ts)
 * 2. read the slot on the listing's clock; end after start and not over yet (one under way is taken), no overlap with its other open houses (409)
 * 3. write it with the listing's upcoming list, guarded against concurrent changes to the listing
 * 4. on a public listing, saved searches are told of it (their matching worker)
 */
export async function addOpenHouse(deps: TDeps & TListingEventDeps, auth: TUserActor, input: { id: string; slot: TOpenHouseSlot }): Promise<TOpenHouse> {
  const property = assertOwner(await getProperty(deps.db, input.id), auth);
  await assertMayDo(deps, auth, { kind: 'addOpenHouse' });
  const now = deps.clock.now();
  const startsAt = zonedTimeToUtc(input.slot.date, input.slot.startTime, property.timeZone);
  const endsAt = zonedTimeToUtc(input.slot.date, input.slot.endTime, property.timeZone);
  const { upcoming: existing } = splitByEnded(await listOpenHousesOfProperty(deps.db, property.id), now);
  assertSchedulable({ startsAt, endsAt }, { now, existing, endPath: 'endTime' });
  const openHouse = {
    id: ulid(),
    propertyId: property.id,
    userId: auth.user.id,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    notes: input.slot.notes || null,
    createdAt: now.toISOString(),
    listing: listingSnapshotOf(property),
  };
  await writeOpenHouse(deps.db, property, openHouse, now);
  listingChanged(property.id);
  const after = {
    ...property,
    upcomingOpenHouses: [...property.upcomingOpenHouses, { id: openHouse.id, startsAt: openHouse.startsAt, endsAt: openHouse.endsAt, notes: openHouse.notes }],
  };
  await enqueueListingEvents(deps, [{ listingId: property.id, events: listingEventsOf(property, after) }]);
  return toOpenHouseView(openHouse, property.timeZone);
}
