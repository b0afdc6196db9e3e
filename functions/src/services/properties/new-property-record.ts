import { listingSnapshotOf, toOpenHouseRef } from '../../data/listing-snapshot';
import { buildSearchText } from '../../data/property-index-keys';
import type { TOpenHouseRecord, TPropertyRecord } from '../../data/property-records';
import { listingTimeZone } from './listing-time-zone';

export type TNewListing = Pick<
  TPropertyRecord,
  'address' | 'city' | 'state' | 'zipCode' | 'price' | 'bedrooms' | 'bathrooms' | 'squareFeet' | 'propertyType' | 'description' | 'status'
> &
  Partial<
    Pick<
      TPropertyRecord,
      | 'bathroomsFull'
      | 'bathroomsHalf'
      | 'lotSizeSquareFeet'
      | 'yearBuilt'
      | 'associationFee'
      | 'associationFeeFrequency'
      | 'subdivisionName'
      | 'marketStatus'
      | 'onMarketDate'
      | 'listingContractDate'
    >
  > & { title?: string; coordinates?: TPropertyRecord['coordinates']; locationPrecision?: TPropertyRecord['locationPrecision'] };

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
    bathroomsFull: input.bathroomsFull,
    bathroomsHalf: input.bathroomsHalf,
    squareFeet: input.squareFeet,
    lotSizeSquareFeet: input.lotSizeSquareFeet ?? null,
    yearBuilt: input.yearBuilt ?? null,
    associationFee: input.associationFee ?? null,
    associationFeeFrequency: input.associationFeeFrequency ?? null,
    subdivisionName: input.subdivisionName ?? null,
    propertyType: input.propertyType,
    marketStatus: input.marketStatus ?? 'active',
    onMarketDate: input.onMarketDate ?? null,
    listingContractDate: input.listingContractDate ?? null,
    publishedAt: input.status === 'active' ? now.toISOString() : null,
    description: input.description,
    images: [],
    photoCount: 0,
    status: input.status,
    coordinates: input.coordinates ?? null,
    locationPrecision: input.coordinates ? (input.locationPrecision ?? null) : null,
    timeZone: listingTimeZone(input),
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
