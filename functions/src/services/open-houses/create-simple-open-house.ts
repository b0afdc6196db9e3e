import { ulid } from 'ulid';
import type * as z from '@shared/zod';
import type { ZSimpleOpenHouseRequestSchema } from '@shared/schemas/open-house.schema';
import { putNewProperty } from '../../data/property-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { geocodeListing, type TGeocodeDeps } from '../properties/listing-location';
import { listingTimeZone } from '../properties/listing-time-zone';
import { newPropertyRecord } from '../properties/new-property-record';
import { parseMoment } from './moment';
import { assertSchedulable } from './open-house-rules';
import { parseFullAddress } from './parse-full-address';
import { forgetMapAnswers } from '../map/map-response-cache';
import { enqueueListingEvents, listingEventsOf, type TListingEventDeps } from '../saved-searches/listing-events';
import { publishWithinPlan } from '../subscriptions/plan-limit';

type TSimpleOpenHouse = z.output<typeof ZSimpleOpenHouseRequestSchema>;

/**
 * The simple open-house form: a real active listing the agent owns plus its open house, written
 * together (so it shows on the map and in Manage). Creates a listing, so the entry asks for `subscribed` access.
 * 1. split the full address into the listing's parts where it can be read, and geocode it (not found: no map position)
 * 2. read start and end on the listing's clock (its state's zone); end after start and not over yet (one under way is taken)
 * 3. write listing, counters and open house in one transaction, while the plan has room for one more active listing
 */
export async function createSimpleOpenHouse(
  deps: TDeps & TListingEventDeps & TGeocodeDeps,
  auth: TUserActor,
  input: TSimpleOpenHouse,
): Promise<{ propertyId: string; openHouseId: string }> {
  const now = deps.clock.now();
  const address = { ...parseFullAddress(input.address) };
  const placed = { ...address, ...(await geocodeListing(deps, address)) };
  const timeZone = listingTimeZone(placed);
  const startsAt = parseMoment(input.startsAt, timeZone);
  const endsAt = parseMoment(input.endsAt, timeZone);
  assertSchedulable({ startsAt, endsAt }, { now, existing: [], endPath: 'endsAt' });
  const { property, openHouse } = newPropertyRecord(
    {
      ...placed,
      title: input.title,
      price: input.price,
      bedrooms: 1,
      bathrooms: 1,
      squareFeet: 0,
      propertyType: 'single-family',
      description: '',
      status: 'active',
    },
    { userId: auth.user.id, propertyId: ulid(now.getTime()), openHouseId: ulid() },
    now,
    { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), notes: null },
  );
  await publishWithinPlan(deps, auth, (limits) => putNewProperty(deps.db, property, openHouse, limits));
  forgetMapAnswers();
  await enqueueListingEvents(deps, [{ listingId: property.id, events: listingEventsOf(null, property) }]);
  return { propertyId: property.id, openHouseId: openHouse!.id };
}
