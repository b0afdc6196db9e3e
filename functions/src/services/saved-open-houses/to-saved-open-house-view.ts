import { LISTING_TIME_ZONE, bathroomCountsOf } from '@shared/constants/listing';
import type { TSavedOpenHouse } from '@shared/schemas/open-house.schema';
import type { TSavedOpenHouseRecord } from '../../data/saved-open-house-repository';
import type { TOpenHouseRecord } from '../../data/property-records';

/** A saved open house as the buyer's cards show it; `property` is null once the agent removed it. */
export function toSavedOpenHouseView(saved: TSavedOpenHouseRecord, openHouse: TOpenHouseRecord | undefined): TSavedOpenHouse {
  const l = openHouse?.listing;
  return {
    id: saved.openHouseId,
    openHouseId: saved.openHouseId,
    propertyId: saved.propertyId,
    status: saved.status,
    startsAt: openHouse?.startsAt ?? saved.startsAt,
    endsAt: openHouse?.endsAt ?? saved.endsAt,
    // A removed open house no longer says its listing's zone; saves older than per-listing zones were all Austin's.
    timeZone: l?.timeZone ?? saved.timeZone ?? LISTING_TIME_ZONE,
    createdAt: saved.createdAt,
    updatedAt: saved.updatedAt,
    property: l
      ? {
          title: l.title,
          address: l.address,
          city: l.city,
          price: l.price,
          images: l.coverImage ? [l.coverImage] : [],
          propertyType: l.propertyType,
          bedrooms: l.bedrooms,
          bathrooms: l.bathrooms,
          bathroomsFull: bathroomCountsOf(l).full,
          bathroomsHalf: bathroomCountsOf(l).half,
          squareFootage: l.squareFeet,
          lotSizeSquareFeet: l.lotSizeSquareFeet,
          marketStatus: l.marketStatus,
          coordinates: l.coordinates,
        }
      : null,
  };
}
