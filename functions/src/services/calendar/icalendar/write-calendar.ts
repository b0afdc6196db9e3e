import { duration, escapeText, foldLine, utcDateTime } from './content-line';

export type TCalendarEvent = {
  /** Stable across regenerations, so calendar apps update the event in place. */
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
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

const eventLines = (event: TCalendarEvent): string[] => [
  'BEGIN:VEVENT',
  `UID:${escapeText(event.uid)}`,
  `SEQUENCE:${event.sequence ?? 0}`,
  `DTSTAMP:${utcDateTime(event.stamp)}`,
  `DTSTART:${utcDateTime(event.start)}`,
  `DTEND:${utcDateTime(event.end)}`,
  `SUMMARY:${escapeText(event.summary)}`,
  ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
  ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
  ...(event.url ? [`URL;VALUE=URI:${event.url}`] : []),
  ...(event.lastModified ? [`LAST-MODIFIED:${utcDateTime(event.lastModified)}`] : []),
  'END:VEVENT',
];

/**
 * A published iCalendar (RFC 5545) document: VCALENDAR of one-off VEVENTs, TEXT escaped, lines folded at
 * 75 octets on UTF-8 character boundaries, CRLF line ends.
 *
 * Why our own writer: ical-generator (35.6 KB) and timezones-ical-library's VTIMEZONE data (29.1 KB) were
 * ~65 KB of each calendar route's bundle and kept four of them at 332–346 KB against the 300 KB budget,
 * for the dozen properties written here.
 *
 * Why UTC times (`DTSTART:…Z`) and no TZID/VTIMEZONE: every event is a single occurrence stored as a UTC
 * instant, so a UTC time is that instant exactly, and every calendar app shows it at the right wall
 * clock in whatever zone it displays (the listing's, for someone at the open house). A zone is needed
 * only to expand recurrences across DST changes, and nothing here recurs.
 */
export function writeCalendar(calendar: TCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.prodId)}`,
    'METHOD:PUBLISH',
    ...(calendar.name ? [`NAME:${escapeText(calendar.name)}`, `X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    // REFRESH-INTERVAL is RFC 7986's; X-PUBLISHED-TTL is what Outlook and older clients read.
    ...(calendar.refreshSeconds ? [`REFRESH-INTERVAL;VALUE=DURATION:${duration(calendar.refreshSeconds)}`, `X-PUBLISHED-TTL:${duration(calendar.refreshSeconds)}`] : []),
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('');
}
