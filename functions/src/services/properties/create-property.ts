import { ulid } from 'ulid';
import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import type { TCreateProperty, TProperty } from '@shared/schemas/property.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { buildSearchText } from '../../data/property-index-keys';
import type { TOpenHouseRecord, TPropertyRecord } from '../../data/property-records';
import { putNewProperty } from '../../data/property-repository';
import { forbidden } from '../../platform/app-error';
import type { TAuthContext } from '../auth/auth-context';
import type { TDeps } from '../deps';
import { slotToInstants } from './open-house-slot';
import { toProperty } from './to-property-view';

export const SUBSCRIPTION_REQUIRED_MESSAGE = 'You need an active subscription to create listings.';

/**
 * Creates a listing for the signed-in agent.
 * 1. require an active subscription (403)
 * 2. turn the optional open-house slot into instants in the listing's zone; a past slot refuses the whole request
 * 3. write the listing, its counters and the open house in one transaction
 */
export async function createProperty(deps: TDeps, auth: TAuthContext, input: TCreateProperty): Promise<TProperty> {
  if (auth.user.subscriptionStatus !== 'active') throw forbidden(SUBSCRIPTION_REQUIRED_MESSAGE);
  const now = deps.clock.now();
  const id = ulid(now.getTime());
  const timeZone = LISTING_TIME_ZONE;
  const slot = input.openHouse ? slotToInstants(input.openHouse, timeZone, now, 'openHouse') : null;
  const openHouse: TOpenHouseRecord | undefined = slot
    ? { id: ulid(), propertyId: id, userId: auth.user.id, ...slot, notes: input.openHouse?.notes ?? null, createdAt: now.toISOString() }
    : undefined;
  const title = input.title || input.address;
  const property: TPropertyRecord = {
    id,
    userId: auth.user.id,
    title,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    price: input.price,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    squareFeet: input.squareFeet,
    propertyType: input.propertyType,
    description: input.description,
    images: [],
    photoCount: 0,
    status: input.status,
    coordinates: input.coordinates ?? null,
    timeZone,
    upcomingOpenHouses: openHouse ? [{ id: openHouse.id, startsAt: openHouse.startsAt, endsAt: openHouse.endsAt, notes: openHouse.notes }] : [],
    viewCount: 0,
    leadCount: 0,
    searchText: buildSearchText({ ...input, title }),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await putNewProperty(deps.db, property, openHouse);
  const agents = await getAgentSummaries(deps.db, [auth.user.id]);
  return toProperty(property, agents.get(auth.user.id) ?? null, now);
}
