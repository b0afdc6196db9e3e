import { bucketStart, bucketStarts, planRangeRead, resolveRange } from './analytics-range';

describe('analytics ranges', () => {
  it('defaults to the last 30 days up to today, and from a start to today (at most 731 days)', () => {
    expect(resolveRange({}, new Date('2026-03-15T20:00:00Z'))).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(resolveRange({ to: '2026-01-30' }, new Date('2026-03-15T20:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(resolveRange({ from: '2026-03-10' }, new Date('2026-03-15T20:00:00Z'))).toEqual({ from: '2026-03-10', to: '2026-03-15' });
    expect(resolveRange({ from: '2026-01-01' }, new Date('2026-03-15T20:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(resolveRange({ from: '2020-01-01' }, new Date('2026-03-15T20:00:00Z'))).toEqual({ from: '2020-01-01', to: '2021-12-31' });
  });

  it("ends the default range on today in the caller's zone: at 5 AM UTC it is still yesterday in Honolulu and Chicago", () => {
    const now = new Date('2026-03-09T05:00:00.000Z');
    expect(resolveRange({ timeZone: 'Pacific/Honolulu' }, now).to).toBe('2026-03-08');
    expect(resolveRange({ timeZone: 'America/Chicago' }, now).to).toBe('2026-03-09'); // midnight CDT, after the change
    expect(resolveRange({ timeZone: 'America/Chicago' }, new Date('2026-03-08T05:59:00.000Z')).to).toBe('2026-03-07'); // 11:59 PM CST
    expect(resolveRange({}, now).to).toBe('2026-03-09');
  });

  it('starts weeks on Monday', () => {
    expect(bucketStart('2026-03-15', 'week')).toBe('2026-03-09'); // a Sunday
    expect(bucketStart('2026-03-16', 'week')).toBe('2026-03-16'); // a Monday
    expect(bucketStarts('2026-03-01', '2026-03-16', 'week')).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
    expect(bucketStarts('2026-02-27', '2026-03-02', 'day')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('reads whole months as months, and each edge month day by day or whole minus the days outside, whichever reads less', () => {
    const past = '2030-01-01';
    expect(planRangeRead('2026-01-01', '2026-12-31', past)).toEqual({ months: { first: '2026-01', last: '2026-12' }, addDays: [], subtractDays: [] });
    // March 2025: 16 days inside, 15 outside; March 2026: 15 inside, 16 outside.
    expect(planRangeRead('2025-03-16', '2026-03-15', past)).toEqual({
      months: { first: '2025-03', last: '2026-02' },
      addDays: [{ from: '2026-03-01', to: '2026-03-15' }],
      subtractDays: [{ from: '2025-03-01', to: '2025-03-15' }],
    });
    expect(planRangeRead('2025-03-10', '2026-03-20', past)).toEqual({
      months: { first: '2025-03', last: '2026-03' },
      addDays: [],
      subtractDays: [
        { from: '2025-03-01', to: '2025-03-09' },
        { from: '2026-03-21', to: '2026-03-31' },
      ],
    });
    expect(planRangeRead('2026-02-14', '2026-03-15', past)).toEqual({
      months: { first: '2026-02', last: '2026-02' },
      addDays: [{ from: '2026-03-01', to: '2026-03-15' }],
      subtractDays: [{ from: '2026-02-01', to: '2026-02-13' }],
    });
    expect(planRangeRead('2024-02-10', '2024-02-11', past)).toEqual({ months: null, addDays: [{ from: '2024-02-10', to: '2024-02-11' }], subtractDays: [] });
    expect(planRangeRead('2024-02-02', '2024-02-28', past)).toEqual({
      months: { first: '2024-02', last: '2024-02' },
      addDays: [],
      subtractDays: [
        { from: '2024-02-01', to: '2024-02-01' },
        { from: '2024-02-29', to: '2024-02-29' },
      ],
    });
  });

  it('counts days after today as free: a range ending today reads its month whole', () => {
    expect(planRangeRead('2026-02-20', '2026-03-03', '2026-03-03')).toEqual({
      months: { first: '2026-03', last: '2026-03' },
      addDays: [{ from: '2026-02-20', to: '2026-02-28' }],
      subtractDays: [{ from: '2026-03-04', to: '2026-03-31' }],
    });
  });
});

describe('analytics ranges cannot run away', () => {
  it('ends the bucket loop past year 9999 (where ISO days become +010000-…) and refuses more buckets than the longest range', () => {
    expect(bucketStarts('9999-12-30', '9999-12-31', 'day')).toEqual(['9999-12-30', '9999-12-31']);
    expect(bucketStarts('9999-12-31', '+010000-01-01', 'day')).toHaveLength(2);
    expect(() => bucketStarts('2000-01-01', '2100-12-31', 'day')).toThrow(/731 days/);
    expect(() => bucketStarts('2000-01-01', '2100-12-31', 'week')).toThrow(/731 days/);
    expect(bucketStarts('2026-03-10', '2026-03-01', 'day')).toEqual([]);
  });

  it('refuses a resolved range longer than the longest, and answers a start after today with that one day', () => {
    const now = new Date('2026-03-15T20:00:00Z');
    expect(() => resolveRange({ from: '2000-01-01', to: '2100-12-31' }, now)).toThrow(/731 days/);
    expect(() => resolveRange({ from: '2026-03-10', to: '2026-03-01' }, now)).toThrow(/731 days/);
    expect(resolveRange({ from: '2027-01-01' }, now)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(resolveRange({ to: '2100-12-31' }, now)).toEqual({ from: '2100-12-02', to: '2100-12-31' });
  });
});
