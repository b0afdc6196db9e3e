import { zonedTimeToUtc } from '@shared/time/zoned-time';
import type { TOpenHouseSlot } from '@shared/schemas/property.schema';
import { badRequest } from '../../platform/app-error';
import { ENDED_FIELD_MESSAGE, ENDED_MESSAGE } from '../open-houses/open-house-rules';

/**
 * Turns a slot entered in the listing's zone into UTC instants, refusing one that has already ended (one
 * under way is taken) or ends before it starts (the path names where the slot sits in the request, e.g. `openHouse`).
 */
export function slotToInstants(slot: TOpenHouseSlot, timeZone: string, now: Date, path: string): { startsAt: string; endsAt: string } {
  const startsAt = zonedTimeToUtc(slot.date, slot.startTime, timeZone);
  const endsAt = zonedTimeToUtc(slot.date, slot.endTime, timeZone);
  if (endsAt.getTime() <= startsAt.getTime()) {
    throw badRequest('End time must be after start time.', [{ path: `${path}.endTime`, message: 'End time must be after start time' }]);
  }
  if (endsAt.getTime() <= now.getTime()) {
    throw badRequest(ENDED_MESSAGE, [{ path: `${path}.endTime`, message: ENDED_FIELD_MESSAGE }]);
  }
  return { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
}
