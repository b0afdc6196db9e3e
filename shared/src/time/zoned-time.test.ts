import { isKnownTimeZone, zonedDate, zonedTime, zonedTimeToUtc } from './zoned-time';

const CHICAGO = 'America/Chicago';

describe('zonedTimeToUtc (America/Chicago)', () => {
  it('converts standard and daylight time', () => {
    expect(zonedTimeToUtc('2026-01-15', '10:00', CHICAGO).toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-04', '10:00', CHICAGO).toISOString()).toBe('2026-07-04T15:00:00.000Z');
  });

  it('handles the spring-forward gap and the fall-back overlap', () => {
    // 2026-03-08 02:30 does not exist in Chicago; the clock jumps from 02:00 CST to 03:00 CDT.
    expect(zonedTimeToUtc('2026-03-08', '02:30', CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', '03:30', CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    // 2026-11-01 01:30 happens twice; the earlier (CDT) instant is chosen.
    expect(zonedTimeToUtc('2026-11-01', '01:30', CHICAGO).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(zonedTimeToUtc('2026-11-01', '03:00', CHICAGO).toISOString()).toBe('2026-11-01T09:00:00.000Z');
  });

  it('gives the local calendar date of an instant', () => {
    expect(zonedDate(new Date('2026-06-02T03:00:00Z'), CHICAGO)).toBe('2026-06-01');
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA zone names and refuses anything else', () => {
    expect(isKnownTimeZone(CHICAGO)).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});

describe('zonedTime', () => {
  it('gives the 24-hour wall-clock time of an instant, which zonedTimeToUtc reads back', () => {
    const instant = new Date('2026-06-01T22:05:00Z');
    expect(zonedTime(instant, CHICAGO)).toBe('17:05');
    expect(zonedTimeToUtc(zonedDate(instant, CHICAGO), zonedTime(instant, CHICAGO), CHICAGO)).toEqual(instant);
    expect(zonedTime(new Date('2026-06-01T05:00:00Z'), CHICAGO)).toBe('00:00');
  });
});
