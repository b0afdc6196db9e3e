import ICAL from 'ical.js';
import { parseCalendar } from '../../../test/calendar';
import { writeCalendar, type TCalendar, type TCalendarEvent } from './calendar-document';

const stamp = new Date('2027-01-10T12:00:00Z');
const octets = (line: string) => Buffer.byteLength(line);

/** Texts that need escaping or folding: every TEXT special, line breaks, and multi-byte characters near the fold. */
const awkwardTexts = [
  'Plain',
  'Loft, with views; downtown \\ “Zilker” 🏡',
  'Line one\nLine two\r\nLine three\rLine four',
  `${'x'.repeat(60)}é€🏡👩‍👩‍👧${'Long description; with, specials\\ and 🏡 emoji. '.repeat(40)}`,
  'ab'.repeat(37) + '🏡'.repeat(10),
];

const event = (fields: Partial<TCalendarEvent> & Pick<TCalendarEvent, 'start' | 'end' | 'timeZone'>): TCalendarEvent => ({
  uid: `${fields.start.toISOString()}@market.example`,
  stamp,
  summary: 'Open house',
  ...fields,
});

const calendarOf = (events: TCalendarEvent[]): TCalendar => ({ prodId: '-//OpenHouse Market//Open houses//EN', events });

/** The wall clock ical.js reads from DTSTART/DTEND, as `YYYYMMDDTHHMMSS`. */
const wallClocks = (text: string) =>
  new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((v) => ['dtstart', 'dtend'].map((name) => String(v.getFirstPropertyValue(name)).replace(/[-:]/g, '')));

describe('writeCalendar (ical-generator)', () => {
  const zones = [
    'America/Chicago',
    'America/New_York',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
    'America/Puerto_Rico',
    'America/Indiana/Knox',
    'Pacific/Guam',
  ];
  // Both sides of each DST change, and an evening that is already the next day in UTC.
  const starts = [
    '2027-01-16T15:30:00Z',
    '2027-03-13T17:00:00Z',
    '2027-03-15T16:00:00Z',
    '2027-07-04T18:00:00Z',
    '2027-11-06T19:00:00Z',
    '2027-11-08T20:00:00Z',
    '2027-12-31T23:30:00Z',
  ];

  it.each(zones)("%s: each event at its instant, written as the wall clock there with TZID and the zone's VTIMEZONE once", (timeZone) => {
    const events = starts.map((start) => event({ start: new Date(start), end: new Date(Date.parse(start) + 90 * 60_000), timeZone }));
    const text = writeCalendar(calendarOf(events));
    const parsed = parseCalendar(text);
    expect(parsed.events.map((e) => [e.start, e.end])).toEqual(events.map((e) => [e.start.toISOString(), e.end.toISOString()]));
    expect(parsed.events.every((e) => e.tzid === timeZone && !e.utc)).toBe(true);
    const local = (instant: Date) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(instant).replace(/[-:]/g, '').replace(' ', 'T');
    expect(wallClocks(text)).toEqual(events.map((e) => [local(e.start), local(e.end)]));
    expect(text).toContain(`DTSTART;TZID=${timeZone}:${local(events[0]!.start)}\r\n`);
    expect(text.match(/BEGIN:VTIMEZONE\r\n/g)).toHaveLength(1);
    expect(text).toContain(`BEGIN:VTIMEZONE\r\nTZID:${timeZone}\r\n`);
    expect(text).toMatch(/\r\nDTSTAMP:20270110T120000Z\r\n/);
  });

  it('defines each zone the events use once, and none they do not', () => {
    const at = new Date('2027-07-04T18:00:00Z');
    const text = writeCalendar(
      calendarOf(['America/Chicago', 'America/Denver', 'America/Chicago'].map((timeZone, i) => event({ uid: `${i}@x`, start: at, end: at, timeZone }))),
    );
    expect([...text.matchAll(/BEGIN:VTIMEZONE\r\nTZID:(.+)\r\n/g)].map((m) => m[1])).toEqual(['America/Chicago', 'America/Denver']);
  });

  it('writes an event in a zone it has no VTIMEZONE for in UTC, rather than a TZID no one can resolve', () => {
    const at = new Date('2027-07-04T18:00:00Z');
    const text = writeCalendar(calendarOf([event({ start: at, end: at, timeZone: 'Mars/Olympus_Mons' })]));
    expect(text).not.toMatch(/TZID|VTIMEZONE/);
    expect(parseCalendar(text).events[0]).toMatchObject({ utc: true, start: at.toISOString() });
  });

  it('reads back every text as written (line breaks as \\n), in lines of at most 75 octets, whole UTF-8 characters, CRLF after each', () => {
    const events = awkwardTexts.map((text, i) =>
      event({
        uid: `${i}@x`,
        start: stamp,
        end: stamp,
        timeZone: 'America/Chicago',
        summary: `Open house: ${text}`.slice(0, 200),
        description: text,
        location: text,
        url: `https://market.example/property/${i}`,
      }),
    );
    const text = writeCalendar(calendarOf(events));
    const parsed = parseCalendar(text).events;
    expect(parsed.map((e) => e.description)).toEqual(awkwardTexts.map((t) => t.replace(/\r\n|\r/g, '\n')));
    expect(parsed.map((e) => e.location)).toEqual(awkwardTexts.map((t) => t.replace(/\r\n|\r/g, '\n')));
    expect(parsed.map((e) => e.url)).toEqual(events.map((e) => e.url));
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75 && !line.includes('\uFFFD'))).toBe(true);
    expect(lines.every((line) => !/[\r\n]/.test(line))).toBe(true);
  });

  it('drops the control characters TEXT does not allow, and keeps tabs', () => {
    const text = writeCalendar(calendarOf([event({ start: stamp, end: stamp, timeZone: 'America/Chicago', summary: 'a\tb\u0000c\u001Fd\u007Fe' })]));
    expect(parseCalendar(text).events[0]!.summary).toBe('a\tbcde');
  });

  it("writes the calendar's product, method, name and polling interval", () => {
    const text = writeCalendar({ ...calendarOf([]), name: 'Saved open houses (OpenHouse Market)', refreshSeconds: 3600 });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(
      ['prodid', 'method', 'name', 'x-wr-calname', 'refresh-interval', 'x-published-ttl'].map((name) => String(calendar.getFirstPropertyValue(name))),
    ).toEqual([
      '-//OpenHouse Market//Open houses//EN',
      'PUBLISH',
      'Saved open houses (OpenHouse Market)',
      'Saved open houses (OpenHouse Market)',
      'PT1H',
      'PT1H',
    ]);
  });
});
