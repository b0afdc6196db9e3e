import type { TOpenHouse } from '@shared/schemas/open-house.schema';
import { zonedDate, zonedParts } from '@shared/time/zoned-time';
import type { TOpenHouseRecord } from '../../data/property-records';

const clock = (instant: Date, timeZone: string) => {
  const p = zonedParts(instant, timeZone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

/** An open house with its instants and the same moments on the listing's local clock. */
export function toOpenHouseView(openHouse: TOpenHouseRecord, timeZone: string): TOpenHouse {
  const starts = new Date(openHouse.startsAt);
  return {
    id: openHouse.id,
    propertyId: openHouse.propertyId,
    startsAt: openHouse.startsAt,
    endsAt: openHouse.endsAt,
    date: zonedDate(starts, timeZone),
    startTime: clock(starts, timeZone),
    endTime: clock(new Date(openHouse.endsAt), timeZone),
    notes: openHouse.notes,
    timeZone,
  };
}
