import { addLocalDays, isWithinLocalDays, localDaysWindow, openHouseTiming } from './open-house-windows';

const CHICAGO = 'America/Chicago';

describe('open-house time windows in the listing zone', () => {
  it('steps local days across a DST change without drifting an hour', () => {
    expect(addLocalDays('2026-03-07', 1)).toBe('2026-03-08');
    // The week of the spring change: 7 local days is 167 hours, not 168.
    const { from, to } = localDaysWindow(new Date('2026-03-05T18:00:00Z'), CHICAGO, 7);
    expect(from.toISOString()).toBe('2026-03-05T06:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-12T05:00:00.000Z');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(167);
  });

  it('calls the day by the local calendar, not UTC', () => {
    const now = new Date('2026-06-01T23:30:00Z'); // 18:30 in Chicago on June 1
    expect(openHouseTiming('2026-06-02T01:00:00Z', '2026-06-02T03:00:00Z', now, CHICAGO)).toBe('today'); // 20:00 local
    expect(openHouseTiming('2026-06-02T15:00:00Z', '2026-06-02T17:00:00Z', now, CHICAGO)).toBe('this-week');
    expect(openHouseTiming('2026-06-08T15:00:00Z', '2026-06-08T17:00:00Z', now, CHICAGO)).toBe('later');
  });

  it('keeps an open house spanning midnight live until it ends, then past', () => {
    const starts = '2026-06-02T04:00:00Z'; // 23:00 local June 1
    const ends = '2026-06-02T06:00:00Z'; // 01:00 local June 2
    expect(openHouseTiming(starts, ends, new Date('2026-06-02T05:30:00Z'), CHICAGO)).toBe('live');
    expect(openHouseTiming(starts, ends, new Date('2026-06-02T06:00:00Z'), CHICAGO)).toBe('past');
    expect(isWithinLocalDays(starts, ends, new Date('2026-06-02T05:30:00Z'), CHICAGO, 1)).toBe(true);
  });

  it('limits Today Only to the local day', () => {
    const now = new Date('2026-11-01T15:00:00Z'); // fall-back day, 09:00 CST
    expect(isWithinLocalDays('2026-11-02T05:30:00Z', '2026-11-02T07:00:00Z', now, CHICAGO, 1)).toBe(true); // 23:30 local Nov 1
    expect(isWithinLocalDays('2026-11-02T06:30:00Z', '2026-11-02T07:00:00Z', now, CHICAGO, 1)).toBe(false); // 00:30 local Nov 2
  });
});
