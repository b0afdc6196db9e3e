import { nextWindow, searchAlertsDueAt } from './search-alert-timing';

describe('nextWindow', () => {
  it('groups instant alerts into five-minute windows, the end at least a minute away', () => {
    expect(nextWindow(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-27T10:05:00.000Z');
    expect(nextWindow(new Date('2026-11-27T10:03:59Z')).toISOString()).toBe('2026-11-27T10:05:00.000Z');
    expect(nextWindow(new Date('2026-11-27T10:04:01Z')).toISOString()).toBe('2026-11-27T10:10:00.000Z');
  });
});

describe('searchAlertsDueAt', () => {
  it('sends instant matches at the end of their window, and daily ones at eight in the morning where the listing is', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(searchAlertsDueAt('instant', 'America/Chicago', now).toISOString()).toBe('2026-11-27T10:05:00.000Z');
    expect(searchAlertsDueAt('daily', 'America/Chicago', now).toISOString()).toBe('2026-11-27T14:00:00.000Z');
    expect(searchAlertsDueAt('daily', 'Europe/Berlin', now).toISOString()).toBe('2026-11-28T07:00:00.000Z');
  });
});
