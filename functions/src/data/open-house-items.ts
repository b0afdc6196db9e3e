import type { TOpenHouseRecord } from './property-records';
import { ENTITY, keys } from './table';

/** An open house lives in its property's partition, is findable by month (map) and by agent (dashboard). */
export function openHouseItem(openHouse: TOpenHouseRecord): Record<string, unknown> {
  return {
    ...keys.openHouse(openHouse.propertyId, openHouse.startsAt, openHouse.id),
    entity: ENTITY.openHouse,
    ...keys.openHouseByMonth(openHouse.startsAt, openHouse.id),
    ...keys.openHouseByAgent(openHouse.userId, openHouse.startsAt, openHouse.id),
    ...openHouse,
  };
}
