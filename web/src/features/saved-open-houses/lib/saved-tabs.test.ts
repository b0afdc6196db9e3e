import { makeSavedOpenHouse } from '../../../testing/factories';
import { savedActions, splitSavedOpenHouses } from './saved-tabs';

// Saturday 30 May 2026, noon in Austin (CDT).
const NOW = new Date('2026-05-30T17:00:00Z');

describe('saved open house tabs', () => {
  it('upcoming = not ended (a live one included, soonest first); past = ended (latest first)', () => {
    const soon = makeSavedOpenHouse({ startsAt: '2026-06-01T15:00:00Z', endsAt: '2026-06-01T17:00:00Z' });
    const live = makeSavedOpenHouse({ startsAt: '2026-05-30T16:00:00Z', endsAt: '2026-05-30T18:00:00Z' });
    const justEnded = makeSavedOpenHouse({ startsAt: '2026-05-30T15:00:00Z', endsAt: '2026-05-30T17:00:00Z' });
    const lastWeek = makeSavedOpenHouse({ startsAt: '2026-05-23T15:00:00Z', endsAt: '2026-05-23T17:00:00Z' });
    const { upcoming, past } = splitSavedOpenHouses([lastWeek, soon, justEnded, live], NOW);
    expect(upcoming.map((e) => [e.item.openHouseId, e.timing])).toEqual([
      [live.openHouseId, 'live'],
      [soon.openHouseId, 'this-week'],
    ]);
    expect(past.map((e) => e.item.openHouseId)).toEqual([justEnded.openHouseId, lastWeek.openHouseId]);
  });

  it('offers exactly the transitions the server allows', () => {
    expect(savedActions('interested', 'this-week')).toEqual({ canRsvp: true, canCancelRsvp: false, canMarkAttended: false, canRemind: false });
    expect(savedActions('rsvp', 'today')).toEqual({ canRsvp: false, canCancelRsvp: true, canMarkAttended: false, canRemind: true });
    expect(savedActions('cancelled', 'later')).toEqual({ canRsvp: false, canCancelRsvp: false, canMarkAttended: false, canRemind: false });
    expect(savedActions('interested', 'live')).toEqual({ canRsvp: false, canCancelRsvp: false, canMarkAttended: true, canRemind: false });
    expect(savedActions('rsvp', 'live')).toEqual({ canRsvp: false, canCancelRsvp: true, canMarkAttended: true, canRemind: false });
    for (const status of ['interested', 'rsvp', 'cancelled'] as const)
      expect(savedActions(status, 'past')).toEqual({ canRsvp: false, canCancelRsvp: false, canMarkAttended: true, canRemind: false });
    expect(savedActions('attended', 'past').canMarkAttended).toBe(false);
  });
});
