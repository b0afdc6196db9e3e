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
    timeZone: l?.timeZone ?? 'America/Chicago',
    createdAt: saved.createdAt,
    updatedAt: saved.updatedAt,
    property: l
      ? {
          title: l.title,
          address: l.address,
          city: l.city,
          price: l.price,
          images: l.coverImage ? [l.coverImage] : [],
          bedrooms: l.bedrooms,
          bathrooms: l.bathrooms,
          squareFootage: l.squareFeet,
          coordinates: l.coordinates,
        }
      : null,
  };
}
