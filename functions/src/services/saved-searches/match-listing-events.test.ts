import { nextWindow } from './match-listing-events';

describe('nextWindow', () => {
  it('groups instant alerts into five-minute windows, the end at least a minute away', () => {
    expect(nextWindow(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-27T10:05:00.000Z');
    expect(nextWindow(new Date('2026-11-27T10:03:59Z')).toISOString()).toBe('2026-11-27T10:05:00.000Z');
    expect(nextWindow(new Date('2026-11-27T10:04:01Z')).toISOString()).toBe('2026-11-27T10:10:00.000Z');
  });
});
