import type { ICalTZDateStub } from 'ical-generator';
import { zonedParts } from '@shared/time/zoned-time';

/** The instant's wall clock in one zone, read through Date's local getters (what ical-generator prints). */
class WallClock extends Date {
  readonly internal: Date;
  readonly #parts: ReturnType<typeof zonedParts>;

  constructor(
    instant: Date,
    readonly timeZone: string,
  ) {
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

/**
 * An instant ical-generator prints as `DTSTART;TZID=<zone>:<local wall time>`. With a native Date it would
 * print the server's local clock instead; this stands in for a @date-fns/tz TZDate, which it reads by shape.
 */
export const zonedInstant = (instant: Date, timeZone: string): ICalTZDateStub => new WallClock(instant, timeZone);
