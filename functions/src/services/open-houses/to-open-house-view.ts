import type { TOpenHouse } from '@shared/schemas/open-house.schema';
import { zonedDate, zonedTime } from '@shared/time/zoned-time';
import type { TOpenHouseRecord } from '../../data/property-records';

/** An open house with its instants and the same moments on the listing's local clock. */
export function toOpenHouseView(openHouse: TOpenHouseRecord, timeZone: string): TOpenHouse {
  const starts = new Date(openHouse.startsAt);
  return {
    id: openHouse.id,
    propertyId: openHouse.propertyId,
    startsAt: openHouse.startsAt,
    endsAt: openHouse.endsAt,
    date: zonedDate(starts, timeZone),
    startTime: zonedTime(starts, timeZone),
    endTime: zonedTime(new Date(openHouse.endsAt), timeZone),
    notes: openHouse.notes,
    timeZone,
  };
}
