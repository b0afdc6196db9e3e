import ICAL from 'ical.js';
import { icalGeneratorCalendar } from '../../../../test/ical-generator-oracle';
import { parseCalendar } from '../../../../test/calendar';
import { makeOpenHouse, makeProperty } from '../../../data/testing/make-records';
import { openHouseCalendar } from '../open-house-calendar';
import { writeCalendar, type TCalendar, type TCalendarEvent } from './write-calendar';

const stamp = new Date('2027-01-10T12:00:00Z');

/** Texts that need escaping or folding: every TEXT special, line breaks, and multi-byte characters near the fold. */
const awkwardTexts = [
  'Plain',
  'Loft, with views; downtown \\ “Zilker” 🏡',
  'Line one\nLine two\r\nLine three\rLine four',
  `${'x'.repeat(60)}é€🏡👩‍👩‍👧${'Long description; with, specials\\ and 🏡 emoji. '.repeat(40)}`,
  'ab'.repeat(37) + '🏡'.repeat(10),
];

const event = (i: number, text: string): TCalendarEvent => ({
  uid: `01J${i}@market.example`,
  stamp,
  start: new Date(Date.UTC(2027, i % 12, 3 + i, 15 + (i % 5), 30)),
  end: new Date(Date.UTC(2027, i % 12, 3 + i, 17 + (i % 5), 0)),
  summary: `Open house: ${text}`.slice(0, 200),
  location: `${i} Barton Springs Rd, Austin, TX`,
  description: text,
  url: `https://market.example/property/01J${i}`,
  sequence: i * 7,
  lastModified: new Date(Date.UTC(2027, 0, 2, 0, 0, i)),
});

const contentLines = (text: string) => text.replace(/\r\n$/, '').replaceAll('\r\n ', '').split('\r\n');

const calendarProperties = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return Object.fromEntries(['version', 'prodid', 'method', 'name', 'x-wr-calname', 'refresh-interval', 'x-published-ttl'].map((name) => [name, String(calendar.getFirstPropertyValue(name))]));
};

describe('writeCalendar, compared with ical-generator on the same calendar', () => {
  const calendar: TCalendar = {
    prodId: '-//OpenHouse Market//Open houses//EN',
    // ical-generator writes NAME unescaped and ical.js reads it so: the comparison needs a name without TEXT specials.
    name: 'My open houses (OpenHouse Market) “all” 🏡',
    refreshSeconds: 3600,
    events: awkwardTexts.map((text, i) => event(i, text)),
  };

  it('reads back with the same calendar properties and the same events, field by field', () => {
    const ours = writeCalendar(calendar);
    const theirs = icalGeneratorCalendar(calendar);
    expect(calendarProperties(ours)).toEqual(calendarProperties(theirs));
    expect(parseCalendar(ours)).toEqual(parseCalendar(theirs));
    expect(parseCalendar(ours).events.map((e) => e.description)).toEqual(awkwardTexts.map((text) => text.replace(/\r\n|\r/g, '\n')));
  });

  it('writes the same content lines once unfolded (ical-generator folds at 74 octets, and leaves the last CRLF off)', () => {
    expect(contentLines(writeCalendar(calendar))).toEqual(contentLines(icalGeneratorCalendar(calendar)));
  });

  it('leaves out what an event does not have', () => {
    const bare = { prodId: calendar.prodId, events: [{ uid: 'bare@market.example', stamp, start: stamp, end: stamp, summary: 'Bare' }] };
    expect(contentLines(writeCalendar(bare))).toEqual(contentLines(icalGeneratorCalendar(bare)));
  });

  it('escapes TEXT specials in the calendar name too (RFC 7986 NAME is TEXT)', () => {
    expect(writeCalendar({ ...calendar, name: 'Open houses, all; of them' })).toContain('\r\nNAME:Open houses\\, all\\; of them\r\n');
  });
});

describe('open houses, compared with what the routes wrote with ical-generator in the listing zone', () => {
  const zones = ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico'];
  // Both sides of each DST change, and an evening that is already the next day in UTC.
  const starts = ['2027-01-16T15:30:00Z', '2027-03-13T17:00:00Z', '2027-03-15T16:00:00Z', '2027-07-04T18:00:00Z', '2027-11-06T19:00:00Z', '2027-11-08T20:00:00Z', '2027-12-31T23:30:00Z'];

  it.each(zones)('%s: the same events at the same instants, now as UTC times', (timeZone) => {
    const property = makeProperty({ title: 'Loft, with views; downtown — “Zilker” 🏡', timeZone });
    const openHouses = starts.map((start, i) =>
      makeOpenHouse(property, new Date(start), { notes: i % 2 ? 'Park on the street; ring twice, please\nDogs on site' : null, ...(i % 3 ? { updatedAt: `2027-01-02T00:00:${10 + i}.000Z` } : {}) }),
    );
    const calendar = openHouseCalendar(openHouses, { now: stamp, siteOrigin: 'https://market.example', name: 'Saved open houses', refreshSeconds: 3600 });
    const before = parseCalendar(icalGeneratorCalendar(calendar, timeZone));
    const now = parseCalendar(writeCalendar(calendar));
    expect(before.events.every((e) => e.tzid === timeZone && !e.utc)).toBe(true);
    expect(now.events.every((e) => e.tzid === null && e.utc)).toBe(true);
    const fields = ({ tzid: _tzid, utc: _utc, ...rest }: (typeof now.events)[number]) => rest;
    expect(now.events.map(fields)).toEqual(before.events.map(fields));
    expect(now.events.map((e) => [e.start, e.end])).toEqual(openHouses.map((o) => [o.startsAt, o.endsAt]));
    expect(now.name).toBe(before.name);
  });
});
