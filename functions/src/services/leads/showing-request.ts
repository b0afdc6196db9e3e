import { describeShowingSlot, SHOWING_REQUEST_MAX_DAYS, type TShowingSlot } from '@shared/time/showing-request';
import { zonedTimeToUtc } from '@shared/time/zoned-time';
import { badRequest } from '../../platform/app-error';

const DAY_MS = 86_400_000;

/**
 * The message the agent reads: each offered showing time (checked: ahead of now and starting within 60 days,
 * on the listing's clock) on a line of its own, then what the buyer wrote. Without times, the message as written.
 */
export function showingRequestMessage(lead: { message?: string; showingSlots?: TShowingSlot[] }, timeZone: string, now: Date): string | null {
  const slots = lead.showingSlots ?? [];
  slots.forEach((slot, index) => {
    const startsAt = zonedTimeToUtc(slot.date, slot.startTime, timeZone).getTime();
    const path = `showingSlots.${index}.date`;
    if (startsAt <= now.getTime()) throw badRequest('Choose a showing time in the future.', [{ path, message: 'Choose a time in the future' }]);
    if (startsAt > now.getTime() + SHOWING_REQUEST_MAX_DAYS * DAY_MS) {
      throw badRequest(`Choose a showing time within the next ${SHOWING_REQUEST_MAX_DAYS} days.`, [
        { path, message: `Choose a time within ${SHOWING_REQUEST_MAX_DAYS} days` },
      ]);
    }
  });
  const lines = [...slots.map((slot) => describeShowingSlot(slot, timeZone)), ...(lead.message ? [lead.message] : [])];
  return lines.length ? lines.join('\n') : null;
}
