import { ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { zonedInstant } from './zoned-instant';

export type TCalendarEvent = {
  /** Stable across regenerations, so calendar apps update the event in place. */
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  /** The IANA zone the event happens in (its listing's): DTSTART and DTEND are written in it. */
  timeZone: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  sequence?: number;
  lastModified?: Date;
};

export type TCalendar = {
  /** `-//Company//Product//EN` */
  prodId: string;
  /** Shown by calendar apps as the subscribed calendar's name (feeds only). */
  name?: string;
  /** How often a subscribed calendar should poll (feeds only). */
  refreshSeconds?: number;
  events: readonly TCalendarEvent[];
};

const vtimezones = new Map<string, string | null>();

/**
 * The zone's VTIMEZONE (its current rules) from timezones-ical-library, or null for a zone it does not
 * know; kept per container, since the library unpacks its whole table on every call.
 */
function vtimezoneOf(timeZone: string): string | null {
  if (!vtimezones.has(timeZone)) {
    const block = tzlib_get_ical_block(timeZone);
    vtimezones.set(timeZone, Array.isArray(block) && block[0] ? block[0] : null);
  }
  return vtimezones.get(timeZone)!;
}

/** TEXT allows no control character but tab (RFC 5545 §3.3.11); line breaks stay (ical-generator writes them `\n`). */
// eslint-disable-next-line no-control-regex -- the characters TEXT forbids
const withoutControls = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');

/**
 * A published iCalendar (RFC 5545) document written by ical-generator: VCALENDAR of one-off VEVENTs,
 * each at its listing's wall clock (`DTSTART;TZID=America/Chicago:20270704T130000`) with one VTIMEZONE
 * per zone used, so a calendar app shows the open house at the time on the sign even on a phone set to
 * another zone. DTSTAMP and LAST-MODIFIED are UTC. A zone with no VTIMEZONE (none the US tree yields)
 * is written in UTC rather than as a TZID no one can resolve.
 */
export function writeCalendar(calendar: TCalendar): string {
  const document = new ICalCalendar({
    prodId: calendar.prodId.replace(/^-/, ''),
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone (that would print DTSTAMP without its Z); the generator adds each event's VTIMEZONE.
    timezone: { name: null, generator: vtimezoneOf },
    ...(calendar.name ? { name: withoutControls(calendar.name) } : {}),
    // REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (Outlook and older clients).
    ...(calendar.refreshSeconds ? { ttl: calendar.refreshSeconds } : {}),
  });
  for (const event of calendar.events) {
    const zoned = vtimezoneOf(event.timeZone) !== null;
    document.createEvent({
      id: event.uid,
      sequence: event.sequence ?? 0,
      stamp: event.stamp,
      ...(event.lastModified ? { lastModified: event.lastModified } : {}),
      ...(zoned
        ? { timezone: event.timeZone, start: zonedInstant(event.start, event.timeZone), end: zonedInstant(event.end, event.timeZone) }
        : { start: event.start, end: event.end }),
      summary: withoutControls(event.summary),
      ...(event.location ? { location: withoutControls(event.location) } : {}),
      ...(event.description ? { description: withoutControls(event.description) } : {}),
      ...(event.url ? { url: event.url } : {}),
    });
  }
  // Every content line ends in CRLF (§3.1), the last one too.
  return `${document.toString()}\r\n`;
}
