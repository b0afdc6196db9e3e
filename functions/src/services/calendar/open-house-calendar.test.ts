import ICAL from 'ical.js';
import { parseCalendar } from '../../../test/calendar';
import { makeOpenHouse, makeProperty } from '../../data/testing/make-records';
import { buildOpenHouseCalendar } from './open-house-calendar';

const options = { now: new Date('2027-01-10T12:00:00Z'), siteOrigin: 'https://market.example' };

const eventsOf = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('buildOpenHouseCalendar', () => {
  const property = makeProperty({ title: 'Loft, with views; downtown — “Zilker” 🏡 '.repeat(3), city: 'Austin', state: 'TX', timeZone: 'America/Chicago' });
  // 13:00-15:00 Chicago summer time (UTC-5) and 09:30-11:30 in winter (UTC-6).
  const summer = makeOpenHouse(property, new Date('2027-07-04T18:00:00Z'), { notes: 'Park on the street' });
  const winter = makeOpenHouse(property, new Date('2027-01-16T15:30:00Z'), { updatedAt: '2027-01-02T00:00:10.000Z', createdAt: '2027-01-02T00:00:00.000Z' });

  it('is a valid RFC 5545 document that ical.js reads back with the listing time zone', () => {
    const text = buildOpenHouseCalendar([summer, winter], options);
    const { events } = parseCalendar(text);
    expect(events.map((e) => e.uid)).toEqual([`${summer.id}@market.example`, `${winter.id}@market.example`]);
    expect(events.map((e) => e.tzid)).toEqual(['America/Chicago', 'America/Chicago']);
    expect(events.map((e) => [e.start, e.end])).toEqual([
      [summer.startsAt, summer.endsAt],
      [winter.startsAt, winter.endsAt],
    ]);
    expect(text).toContain('DTSTART;TZID=America/Chicago:20270704T130000');
    expect(text).toContain('DTSTART;TZID=America/Chicago:20270116T093000');
    expect(events[0]!.summary).toBe(`Open house: ${property.title}`);
    expect(events[0]!.location).toBe(`${property.address}, Austin, TX`);
    expect(events[0]!.description).toContain('Park on the street');
    expect(text).toMatch(/DTSTAMP:20270110T120000Z/);
  });

  it('folds long lines at 75 octets without splitting a character, and defines each zone once', () => {
    const text = buildOpenHouseCalendar([summer, winter], options);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).not.toContain('\uFFFD');
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
  });

  it('derives SEQUENCE and LAST-MODIFIED from the open house change time', () => {
    const [fresh, changed] = eventsOf(buildOpenHouseCalendar([summer, winter], options));
    expect(fresh!.sequence).toBe(0);
    expect(changed!.sequence).toBe(10);
    expect(changed!.component.getFirstPropertyValue('last-modified')?.toString()).toBe('2027-01-02T00:00:10Z');
  });

  it('names a feed and asks subscribers to poll hourly', () => {
    const text = buildOpenHouseCalendar([], { ...options, name: 'My open houses', refreshSeconds: 3600 });
    expect(parseCalendar(text)).toEqual({ name: 'My open houses', events: [] });
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  });
});
