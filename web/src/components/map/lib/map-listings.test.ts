import { MAP_PRICE_MAX } from '@shared/constants/open-house';
import type { TMapProperty } from '@shared/schemas/open-house.schema';
import { makeMapProperty } from '../../../testing/factories';
import { hasPriceLimit, mapCounts, mapListings, type TMapFilters } from './map-listings';

const week: TMapFilters = { timeFilter: 'week', maxPrice: MAP_PRICE_MAX };
const today: TMapFilters = { timeFilter: 'today', maxPrice: MAP_PRICE_MAX };
const month: TMapFilters = { timeFilter: 'month', maxPrice: MAP_PRICE_MAX };

const listing = (title: string, startsAt: string, endsAt: string, overrides: Partial<TMapProperty> = {}) =>
  makeMapProperty({ title, openHouses: [{ id: `oh-${title}`, startsAt, endsAt }], ...overrides });
const titles = (properties: TMapProperty[], filters: TMapFilters, now: Date) => mapListings(properties, filters, now).map((l) => l.property.title);

describe('map time filters (in the listing zone, America/Chicago)', () => {
  // Saturday 7 March 2026, noon in Austin (CST, UTC-6). Clocks spring forward on Sunday 8 March at 2:00.
  const saturdayNoon = new Date('2026-03-07T18:00:00Z');

  it('This Week is 7 local calendar days across the DST change, not 7 × 24 hours', () => {
    const properties = [
      // Friday 13 March, 11:30 PM CDT: the last evening of the week.
      listing('friday late', '2026-03-14T04:30:00Z', '2026-03-14T05:00:00Z'),
      // Saturday 14 March, 12:30 AM CDT: the 8th local day. Counting 168 hours from local midnight
      // (7 March 06:00Z + 168 h = 14 March 06:00Z) would wrongly include it.
      listing('next saturday', '2026-03-14T05:30:00Z', '2026-03-14T06:30:00Z'),
    ];
    expect(titles(properties, week, saturdayNoon)).toEqual(['friday late']);
    expect(titles(properties, month, saturdayNoon)).toEqual(['friday late', 'next saturday']);
  });

  it('Today Only ends at local midnight, even on the night the clocks change', () => {
    const properties = [
      listing('tonight', '2026-03-08T05:00:00Z', '2026-03-08T05:45:00Z'), // Sat 11:00 PM CST
      listing('after midnight', '2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z'), // Sun 12:30 AM CST
    ];
    expect(titles(properties, today, saturdayNoon)).toEqual(['tonight']);
    expect(mapCounts(mapListings(properties, week, saturdayNoon), saturdayNoon)).toEqual({ properties: 2, openHouses: 2, today: 1 });
  });

  it('an open house spanning midnight belongs to the day it starts and stays live until it ends', () => {
    // Friday 6 March 11:00 PM CST → Saturday 1:00 AM CST.
    const properties = [listing('late party', '2026-03-07T05:00:00Z', '2026-03-07T07:00:00Z')];
    const fridayNoon = new Date('2026-03-06T18:00:00Z');
    expect(mapListings(properties, today, fridayNoon).map((l) => l.kind)).toEqual(['today']);

    const saturdayHalfPastMidnight = new Date('2026-03-07T06:30:00Z');
    expect(mapListings(properties, today, saturdayHalfPastMidnight).map((l) => l.kind)).toEqual(['live']);
    expect(mapCounts(mapListings(properties, today, saturdayHalfPastMidnight), saturdayHalfPastMidnight).today).toBe(1);

    const saturdayHalfPastOne = new Date('2026-03-07T07:30:00Z');
    expect(titles(properties, month, saturdayHalfPastOne)).toEqual([]);
  });

  it("judges 'today' in the listing's zone, whatever the viewer's", () => {
    // 11:30 PM in Austin on Saturday is already Sunday in UTC; the open house at 11:45 PM is still today's.
    const lateSaturday = new Date('2026-03-08T05:30:00Z');
    const properties = [listing('nightcap', '2026-03-08T05:45:00Z', '2026-03-08T06:15:00Z')];
    expect(mapListings(properties, today, lateSaturday).map((l) => l.kind)).toEqual(['today']);
    // Another zone's listing is judged on its own clock: 23:45 in Chicago is 22:45 in Denver, same day there too.
    expect(mapListings([listing('denver', '2026-03-08T05:45:00Z', '2026-03-08T06:15:00Z', { timeZone: 'America/Denver' })], today, lateSaturday)).toHaveLength(
      1,
    );
  });

  it('sorts pins into live, today, this week and later, soonest first, and keeps only open houses in the window', () => {
    const now = new Date('2026-05-30T17:00:00Z'); // Sat 30 May, noon CDT
    const multi = makeMapProperty({
      title: 'multi',
      openHouses: [
        { id: 'later', startsAt: '2026-06-20T15:00:00Z', endsAt: '2026-06-20T17:00:00Z' },
        { id: 'soon', startsAt: '2026-06-02T15:00:00Z', endsAt: '2026-06-02T17:00:00Z' },
      ],
    });
    const properties = [
      multi,
      listing('live', '2026-05-30T16:00:00Z', '2026-05-30T18:00:00Z'),
      listing('today', '2026-05-30T20:00:00Z', '2026-05-30T22:00:00Z'),
      listing('later', '2026-06-15T15:00:00Z', '2026-06-15T17:00:00Z'),
      listing('ended', '2026-05-30T14:00:00Z', '2026-05-30T16:00:00Z'),
    ];
    const shown = mapListings(properties, month, now);
    expect(shown.map((l) => [l.property.title, l.kind])).toEqual([
      ['live', 'live'],
      ['today', 'today'],
      ['multi', 'this-week'],
      ['later', 'later'],
    ]);
    expect(shown.find((l) => l.property.title === 'multi')?.openHouses.map((oh) => oh.id)).toEqual(['soon', 'later']);
    expect(
      mapListings(properties, week, now)
        .find((l) => l.property.title === 'multi')
        ?.openHouses.map((oh) => oh.id),
    ).toEqual(['soon']);
    expect(mapCounts(shown, now)).toEqual({ properties: 4, openHouses: 5, today: 2 });
  });
});

describe('map price filter', () => {
  const now = new Date('2026-05-30T17:00:00Z');
  const at = (title: string, price: number) => listing(title, '2026-05-31T15:00:00Z', '2026-05-31T17:00:00Z', { price });
  const properties = [at('cheap', 250_000), at('exact', 600_000), at('dear', 650_000), at('mansion', 2_500_000)];

  it('keeps listings up to and including the max price', () => {
    expect(titles(properties, { ...week, maxPrice: 600_000 }, now)).toEqual(['cheap', 'exact']);
  });

  it("the slider's top value sets no limit, so nothing is hidden by default", () => {
    expect(hasPriceLimit(MAP_PRICE_MAX)).toBe(false);
    expect(titles(properties, week, now)).toEqual(['cheap', 'exact', 'dear', 'mansion']);
    expect(titles(properties, { ...week, maxPrice: MAP_PRICE_MAX - 50_000 }, now)).toEqual(['cheap', 'exact', 'dear']);
  });
});

describe('map pins', () => {
  it('keeps a listing without coordinates (listed, never placed somewhere made up)', () => {
    const now = new Date('2026-05-30T17:00:00Z');
    const withCoordinates = listing('real', '2026-05-31T15:00:00Z', '2026-05-31T17:00:00Z', { coordinates: { lat: 39.7392, lng: -104.9903 } });
    const without = listing('none', '2026-05-31T15:00:00Z', '2026-05-31T17:00:00Z', { coordinates: null });
    const [first, second] = mapListings([withCoordinates, without], week, now);
    expect(first?.coordinates).toEqual({ lat: 39.7392, lng: -104.9903 });
    expect(second?.property.title).toBe('none');
    expect(second?.coordinates).toBeNull();
  });
});
