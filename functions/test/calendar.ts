import ICAL from 'ical.js';

export type TParsedEvent = { uid: string; summary: string; location: string; description: string; tzid: string | null; start: string; end: string; sequence: number };

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
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      tzid: typeof tzid === 'string' ? tzid : null,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
    };
  });
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: typeof name === 'string' ? name : null, events };
}
