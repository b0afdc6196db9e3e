import { bucketStart, bucketStarts, resolveRange, splitIntoMonths } from './analytics-range';

describe('analytics ranges', () => {
  it('defaults to the last 30 days up to today, and from a start to today (at most 400 days)', () => {
    expect(resolveRange({}, new Date('2026-03-15T20:00:00Z'))).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(resolveRange({ to: '2026-01-30' }, new Date('2026-03-15T20:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(resolveRange({ from: '2026-03-10' }, new Date('2026-03-15T20:00:00Z'))).toEqual({ from: '2026-03-10', to: '2026-03-15' });
    expect(resolveRange({ from: '2026-01-01' }, new Date('2026-03-15T20:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(resolveRange({ from: '2020-01-01' }, new Date('2026-03-15T20:00:00Z'))).toEqual({ from: '2020-01-01', to: '2021-02-03' });
  });

  it('starts weeks on Monday', () => {
    expect(bucketStart('2026-03-15', 'week')).toBe('2026-03-09'); // a Sunday
    expect(bucketStart('2026-03-16', 'week')).toBe('2026-03-16'); // a Monday
    expect(bucketStarts('2026-03-01', '2026-03-16', 'week')).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
    expect(bucketStarts('2026-02-27', '2026-03-02', 'day')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('reads whole months as months and only the edges day by day', () => {
    expect(splitIntoMonths('2026-01-01', '2026-12-31')).toEqual({ months: { first: '2026-01', last: '2026-12' }, days: [] });
    expect(splitIntoMonths('2025-03-16', '2026-03-15')).toEqual({
      months: { first: '2025-04', last: '2026-02' },
      days: [{ from: '2025-03-16', to: '2025-03-31' }, { from: '2026-03-01', to: '2026-03-15' }],
    });
    expect(splitIntoMonths('2026-02-14', '2026-03-15')).toEqual({ months: null, days: [{ from: '2026-02-14', to: '2026-03-15' }] });
    expect(splitIntoMonths('2026-02-01', '2026-03-15')).toEqual({ months: { first: '2026-02', last: '2026-02' }, days: [{ from: '2026-03-01', to: '2026-03-15' }] });
    expect(splitIntoMonths('2024-02-10', '2024-02-29')).toEqual({ months: null, days: [{ from: '2024-02-10', to: '2024-02-29' }] });
  });
});
