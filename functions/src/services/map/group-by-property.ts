import type { TMapProperty } from '@shared/schemas/open-house.schema';
import type { TOpenHouseRecord } from '../../data/property-records';

/** Open houses (each carrying its listing's card fields) grouped into map properties, soonest first. */
export function groupByProperty(openHouses: readonly TOpenHouseRecord[]): TMapProperty[] {
  const properties = new Map<string, TMapProperty>();
  for (const oh of [...openHouses].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    let property = properties.get(oh.propertyId);
    if (!property) {
      const l = oh.listing;
      property = {
        id: oh.propertyId,
        title: l.title,
        address: l.address,
        city: l.city,
        state: l.state,
        price: l.price,
        bedrooms: l.bedrooms,
        bathrooms: l.bathrooms,
        squareFeet: l.squareFeet,
        propertyType: l.propertyType,
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
