import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import { listingSnapshotOf, toOpenHouseRef } from '../../data/listing-snapshot';
import { buildSearchText } from '../../data/property-index-keys';
import type { TOpenHouseRecord, TPropertyRecord } from '../../data/property-records';

export type TNewListing = Pick<
  TPropertyRecord,
  'address' | 'city' | 'state' | 'zipCode' | 'price' | 'bedrooms' | 'bathrooms' | 'squareFeet' | 'propertyType' | 'description' | 'status'
> & { title?: string; coordinates?: TPropertyRecord['coordinates'] };

/** A new listing record (no photos yet) and, when a slot is given, its first open house. */
export function newPropertyRecord(
  input: TNewListing,
  owner: { userId: string; propertyId: string; openHouseId: string },
  now: Date,
  slot?: { startsAt: string; endsAt: string; notes: string | null },
): { property: TPropertyRecord; openHouse?: TOpenHouseRecord } {
  const title = input.title || input.address;
  const property: TPropertyRecord = {
    id: owner.propertyId,
    userId: owner.userId,
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
    timeZone: LISTING_TIME_ZONE,
    upcomingOpenHouses: [],
    viewCount: 0,
    leadCount: 0,
    searchText: buildSearchText({ ...input, title }),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  if (!slot) return { property };
  const openHouse: TOpenHouseRecord = {
    id: owner.openHouseId,
    propertyId: property.id,
    userId: owner.userId,
    ...slot,
    createdAt: now.toISOString(),
    listing: listingSnapshotOf(property),
  };
  property.upcomingOpenHouses = [toOpenHouseRef(openHouse)];
  return { property, openHouse };
}
