import { utcWeekOf, utcWeeksBetween } from './utc-weeks';

describe('UTC weeks (the open houses geo index partitions)', () => {
  it('names a week by its Monday, in UTC', () => {
    expect(utcWeekOf('2026-11-30T00:00:00.000Z')).toBe('2026-11-30'); // a Monday
    expect(utcWeekOf('2026-12-06T23:59:59.999Z')).toBe('2026-11-30'); // its Sunday
    expect(utcWeekOf('2026-12-07T00:00:00.000Z')).toBe('2026-12-07');
    expect(utcWeekOf('1970-01-01T12:00:00.000Z')).toBe('1969-12-29');
    expect(utcWeekOf('1969-12-28T12:00:00.000Z')).toBe('1969-12-22');
  });

  it('lists the weeks an interval touches, its end excluded', () => {
    expect(utcWeeksBetween(new Date('2026-12-02T10:00:00Z'), new Date('2026-12-03T10:00:00Z'))).toEqual(['2026-11-30']);
    expect(utcWeeksBetween(new Date('2026-12-05T10:00:00Z'), new Date('2026-12-07T00:00:00Z'))).toEqual(['2026-11-30']);
    expect(utcWeeksBetween(new Date('2026-12-05T10:00:00Z'), new Date('2026-12-07T00:00:01Z'))).toEqual(['2026-11-30', '2026-12-07']);
    expect(utcWeeksBetween(new Date('2026-11-29T00:00:00Z'), new Date('2027-01-01T00:00:00Z'))).toHaveLength(6);
  });
});
