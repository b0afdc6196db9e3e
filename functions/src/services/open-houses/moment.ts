import { zonedTimeToUtc } from '@shared/time/zoned-time';

/** A form moment: an instant when it carries Z or an offset, else a wall time on the listing's clock. */
export function parseMoment(value: string, timeZone: string): Date {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) return new Date(value);
  const [date = '', time = ''] = value.split('T');
  return zonedTimeToUtc(date, time.slice(0, 5), timeZone);
}
