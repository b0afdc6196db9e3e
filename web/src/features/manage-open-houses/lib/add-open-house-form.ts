import * as z from 'zod';
import { ZOpenHouseSlotSchema, type TOpenHouseSlot } from '@shared/schemas/property.schema';
import { zonedTimeToUtc } from '@shared/time/zoned-time';

export const EMPTY_SLOT_FORM = { date: '', startTime: '', endTime: '', notes: '' };
export type TSlotFormValues = typeof EMPTY_SLOT_FORM;

const required = (message: string) => z.string().trim().min(1, message);

/**
 * Adding an open house to a listing: date, start and end on the listing's clock, optional notes. The shared
 * slot schema checks the formats and end after start; it must also not be over yet (one under way is fine).
 */
export function slotFormSchema(timeZone: string, now: () => Date) {
  return z
    .object({ date: required('Date is required'), startTime: required('Start time is required'), endTime: required('End time is required'), notes: z.string() })
    .transform(({ notes, ...slot }): TOpenHouseSlot => ({ ...slot, notes: notes.trim() || undefined }))
    .pipe(ZOpenHouseSlotSchema)
    .superRefine((slot, context) => {
      if (zonedTimeToUtc(slot.date, slot.endTime, timeZone).getTime() <= now().getTime()) {
        context.addIssue({ code: 'custom', path: ['endTime'], message: 'The open house must end in the future' });
      }
    });
}
