import type { TOpenHouseRecord } from '../../data/property-records';

/** US Central time with the DST rules in force since 2007 (RFC 5545 wants the zone defined in the file). */
const CHICAGO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Chicago',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--; // never split a UTF-8 character
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

/** 20261122T130000: the wall time in the zone, for DTSTART;TZID=… */
function localStamp(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** An iCalendar file (RFC 5545) for one open house, with a stable UID so re-imports update the event. */
export function buildOpenHouseCalendar(openHouse: TOpenHouseRecord, input: { now: Date; siteOrigin: string; domain: string }): string {
  const listing = openHouse.listing;
  const link = `${input.siteOrigin}/property/${openHouse.propertyId}`;
  const location = [listing.address, listing.city, listing.state].filter(Boolean).join(', ');
  const description = [`Open house for ${listing.title}.`, openHouse.notes ?? '', `Listing: ${link}`].filter(Boolean).join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//OpenHouse Market//Open houses//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(listing.timeZone === 'America/Chicago' ? CHICAGO_VTIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:${openHouse.id}@${input.domain}`,
    `DTSTAMP:${utcStamp(input.now)}`,
    ...(listing.timeZone === 'America/Chicago'
      ? [`DTSTART;TZID=America/Chicago:${localStamp(openHouse.startsAt, listing.timeZone)}`, `DTEND;TZID=America/Chicago:${localStamp(openHouse.endsAt, listing.timeZone)}`]
      : [`DTSTART:${utcStamp(new Date(openHouse.startsAt))}`, `DTEND:${utcStamp(new Date(openHouse.endsAt))}`]),
    `SUMMARY:${escapeText(`Open house: ${listing.title}`)}`,
    `LOCATION:${escapeText(location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${link}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
