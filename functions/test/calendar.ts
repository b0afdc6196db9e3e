import ICAL from 'ical.js';

export type TParsedEvent = {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string | null;
  /** DTSTART's TZID parameter (null for a UTC time). */
  tzid: string | null;
  /** Whether DTSTART and DTEND are UTC times (`…Z`). */
  utc: boolean;
  start: string;
  end: string;
  stamp: string;
  lastModified: string | null;
  sequence: number;
};

const isoOf = (value: unknown) => (value instanceof ICAL.Time ? value.toJSDate().toISOString() : null);

/**
 * An iCalendar document read by ical.js (a full RFC 5545 parser), with its own VTIMEZONEs registered so
 * zoned times resolve to the right instants. Throws on a malformed document.
 */
export function parseCalendar(text: string): { name: string | null; events: TParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
    const url = component.getFirstPropertyValue('url');
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: typeof url === 'string' ? url : null,
      tzid: typeof tzid === 'string' ? tzid : null,
      utc: event.startDate.zone === ICAL.Timezone.utcTimezone && event.endDate.zone === ICAL.Timezone.utcTimezone,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      stamp: isoOf(component.getFirstPropertyValue('dtstamp')) ?? '',
      lastModified: isoOf(component.getFirstPropertyValue('last-modified')),
      sequence: event.sequence,
    };
  });
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: typeof name === 'string' ? name : null, events };
}
