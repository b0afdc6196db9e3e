import { bathroomCountsOf, isOffMarket } from '@shared/constants/listing';
import type { TMapProperty } from '@shared/schemas/open-house.schema';
import type { TOpenHouseRecord } from '../../data/property-records';

/**
 * Open houses (each carrying its listing's card fields) grouped into map properties, soonest first. A
 * listing that has left the market (closed, withdrawn…) holds no open houses for the map.
 */
export function groupByProperty(openHouses: readonly Omit<TOpenHouseRecord, 'notes'>[]): TMapProperty[] {
  const properties = new Map<string, TMapProperty>();
  for (const oh of [...openHouses].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    if (isOffMarket(oh.listing.marketStatus)) continue;
    let property = properties.get(oh.propertyId);
    if (!property) {
      const l = oh.listing;
      const baths = bathroomCountsOf(l);
      property = {
        id: oh.propertyId,
        title: l.title,
        address: l.address,
        city: l.city,
        state: l.state,
        price: l.price,
        bedrooms: l.bedrooms,
        bathrooms: l.bathrooms,
        bathroomsFull: baths.full,
        bathroomsHalf: baths.half,
        squareFeet: l.squareFeet,
        lotSizeSquareFeet: l.lotSizeSquareFeet,
        propertyType: l.propertyType,
        marketStatus: l.marketStatus,
        coverImage: l.coverImage,
        coordinates: l.coordinates,
        timeZone: l.timeZone,
        agentId: oh.userId,
        openHouses: [],
        ...(l.attribution ? { attribution: l.attribution } : {}),
      };
      properties.set(oh.propertyId, property);
    }
    property.openHouses.push({ id: oh.id, startsAt: oh.startsAt, endsAt: oh.endsAt });
  }
  return [...properties.values()];
}
