import { ICalCalendar, ICalCalendarMethod, type ICalTZDateStub } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { zonedParts } from '@shared/time/zoned-time';
import type { TCalendar } from '../src/services/calendar/icalendar/write-calendar';

/** The instant's wall clock in one zone, read through Date's local getters (what ical-generator prints). */
class WallClock extends Date {
  readonly internal: Date;
  readonly #parts: ReturnType<typeof zonedParts>;

  constructor(instant: Date, readonly timeZone: string) {
    super(instant.getTime());
    this.internal = new Date(instant.getTime());
    this.#parts = zonedParts(instant, timeZone);
  }

  override getFullYear() {
    return this.#parts.year;
  }
  override getMonth() {
    return this.#parts.month - 1;
  }
  override getDate() {
    return this.#parts.day;
  }
  override getHours() {
    return this.#parts.hour;
  }
  override getMinutes() {
    return this.#parts.minute;
  }
  override getSeconds() {
    return this.#parts.second;
  }

  withTimeZone(timeZone?: string | null): ICalTZDateStub {
    return new WallClock(this.internal, timeZone ?? 'UTC');
  }

  tzComponents() {
    return this.#parts;
  }
}

const vtimezoneOf = (timeZone: string): string | null => {
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) && block[0] ? block[0] : null;
};

/**
 * The same calendar as ical-generator writes it, the oracle our writer is compared with. With `timeZone`,
 * the way the routes wrote it before our writer: times as `DTSTART;TZID=<zone>:<wall clock>` with the
 * zone's VTIMEZONE from timezones-ical-library; without, in UTC.
 */
export function icalGeneratorCalendar(calendar: TCalendar, timeZone?: string): string {
  const generated = new ICalCalendar({
    prodId: calendar.prodId.replace(/^-/, ''),
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: vtimezoneOf },
    ...(calendar.name ? { name: calendar.name } : {}),
    ...(calendar.refreshSeconds ? { ttl: calendar.refreshSeconds } : {}),
  });
  for (const event of calendar.events) {
    generated.createEvent({
      id: event.uid,
      sequence: event.sequence ?? 0,
      stamp: event.stamp,
      ...(event.lastModified ? { lastModified: event.lastModified } : {}),
      ...(timeZone
        ? { timezone: timeZone, start: new WallClock(event.start, timeZone), end: new WallClock(event.end, timeZone) }
        : { start: event.start, end: event.end }),
      summary: event.summary,
      ...(event.location ? { location: event.location } : {}),
      ...(event.description ? { description: event.description } : {}),
      ...(event.url ? { url: event.url } : {}),
    });
  }
  return generated.toString();
}
