import * as z from 'zod';
import { stateTimeZone } from '@shared/constants/listing';
import { ZMomentSchema, type TSimpleOpenHouseRequest } from '@shared/schemas/open-house.schema';
import { ZPriceSchema } from '@shared/schemas/property.schema';
import { zonedTimeToUtc } from '@shared/time/zoned-time';

export const EMPTY_OPEN_HOUSE_FORM = { title: '', address: '', price: '', startsAt: '', endsAt: '' };
export type TOpenHouseFormValues = typeof EMPTY_OPEN_HOUSE_FORM;

/** The zone the server reads the times in: the state in "street, city, ST 12345" (Austin's when none can be read). */
export const addressTimeZone = (address: string): string =>
  stateTimeZone(/,\s*([A-Za-z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(address.trim())?.[1]?.toUpperCase() ?? '');

/** A datetime-local value ('2026-05-30T14:00') read on the listing's clock, as the server reads it. */
export function listingLocalToInstant(value: string, timeZone: string): Date {
  const [date = '', time = ''] = value.split('T');
  return zonedTimeToUtc(date, time.slice(0, 5), timeZone);
}

const required = (message: string) => z.string().trim().min(1, message);

/**
 * The simple open-house form (spec §5: all fields required), with the server's own checks before sending:
 * a whole-dollar price, end after start and not over yet (one under way is fine: an agent at the door
 * starts it there), both read in the listing's state's zone
 * whatever the browser's. Messages are the server's, so a refusal reads the same either way.
 */
export function openHouseFormSchema(now: () => Date) {
  return z
    .object({
      title: required('Title is required'),
      address: required('Address is required'),
      price: required('Price is required'),
      startsAt: required('Start date and time are required').pipe(ZMomentSchema),
      endsAt: required('End date and time are required').pipe(ZMomentSchema),
    })
    .superRefine((values, context) => {
      const price = ZPriceSchema.safeParse(values.price);
      if (!price.success) context.addIssue({ code: 'custom', path: ['price'], message: price.error.issues[0]?.message ?? 'Invalid price' });
      const timeZone = addressTimeZone(values.address);
      const startsAt = listingLocalToInstant(values.startsAt, timeZone);
      const endsAt = listingLocalToInstant(values.endsAt, timeZone);
      if (endsAt.getTime() <= startsAt.getTime()) context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
      else if (endsAt.getTime() <= now().getTime()) context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The open house must end in the future' });
    })
    .transform((values): TSimpleOpenHouseRequest & { price: number } => ({ ...values, price: ZPriceSchema.parse(values.price) }));
}
