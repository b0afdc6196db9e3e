import { zonedTimeToUtc } from '@shared/time/zoned-time';
import type { TOpenHouseSlot } from '@shared/schemas/property.schema';
import { badRequest } from '../../platform/app-error';

/**
 * Turns a slot entered in the listing's zone into UTC instants, refusing one that has already started
 * (the path names where the slot sits in the request, e.g. `openHouse`).
 */
export function slotToInstants(slot: TOpenHouseSlot, timeZone: string, now: Date, path: string): { startsAt: string; endsAt: string } {
  const startsAt = zonedTimeToUtc(slot.date, slot.startTime, timeZone);
  const endsAt = zonedTimeToUtc(slot.date, slot.endTime, timeZone);
  if (startsAt.getTime() <= now.getTime()) {
    throw badRequest('The open house must start in the future.', [{ path: `${path}.date`, message: 'The open house must start in the future' }]);
  }
  if (endsAt.getTime() <= startsAt.getTime()) {
    throw badRequest('End time must be after start time.', [{ path: `${path}.endTime`, message: 'End time must be after start time' }]);
  }
  return { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
}
