import { makeOpenHouse, makeProperty } from '../../data/testing/make-records';
import type { TDayPlanRecord } from '../../data/day-plan-repository';
import { buildDayPlanView, defaultChoices, seenOf } from './day-plan-view';

const DATE = '2027-05-15';
const at = (time: string) => new Date(`${DATE}T${time}:00-05:00`); // Chicago in May (CDT)
const NOW = new Date('2027-05-10T12:00:00Z');

const houseAt = (time: string, lat: number, title: string, coordinates = true) =>
  makeOpenHouse(makeProperty({ title, coordinates: coordinates ? { lat, lng: -97.74 } : null, timeZone: 'America/Chicago' }), at(time));

describe('buildDayPlanView', () => {
  const a = houseAt('10:00', 30.27, 'A');
  const b = houseAt('11:00', 30.29, 'B');
  const nowhere = houseAt('11:00', 0, 'No coordinates', false);

  it('starts by default at the first open house when it opens, 20 minutes a visit, and says a stop without coordinates cannot be placed', () => {
    const view = buildDayPlanView({ date: DATE, stops: [a, b, nowhere], stored: null, now: NOW, shareUrl: null });
    expect(view).toMatchObject({ startTime: '10:00', defaultVisitMinutes: 20, isSaved: false, hasChanged: false, cancelled: [] });
    expect(view.start).toMatchObject({ lat: 30.27, label: expect.stringContaining('(first open house)') });
    expect(view.stops.map((s) => [s.title, s.visit?.position ?? null, s.problem])).toEqual([
      ['A', 1, null],
      ['B', 2, null],
      ['No coordinates', null, 'no-location'],
    ]);
    expect(view.stops[0]!.visit).toMatchObject({ travelMinutes: 0, visitStartsAt: a.startsAt });
  });

  it('says which open houses moved or were cancelled since the plan was saved', () => {
    const stored: TDayPlanRecord = {
      ...defaultChoices({ userId: 'u', date: DATE, stops: [a, b], now: NOW }),
      seen: seenOf([a, b, nowhere]),
      updatedAt: NOW.toISOString(),
      createdAt: NOW.toISOString(),
      shareNonce: null,
      shareTokenHash: null,
    };
    expect(buildDayPlanView({ date: DATE, stops: [a, b, nowhere], stored, now: NOW, shareUrl: null }).hasChanged).toBe(false);
    const movedB = { ...b, startsAt: at('12:00').toISOString(), endsAt: at('13:00').toISOString() };
    const view = buildDayPlanView({ date: DATE, stops: [a, movedB], stored, now: NOW, shareUrl: null });
    expect(view.hasChanged).toBe(true);
    expect(view.stops.find((s) => s.title === 'B')).toMatchObject({ moved: true, opensAt: movedB.startsAt });
    expect(view.stops.find((s) => s.title === 'A')!.moved).toBe(false);
    expect(view.cancelled).toEqual([{ openHouseId: nowhere.id, title: 'No coordinates' }]);
  });

  it('starts now (rounded up to 5 minutes) on the day itself once the first open house has opened', () => {
    const view = buildDayPlanView({ date: DATE, stops: [a, b], stored: null, now: new Date(at('10:21').getTime()), shareUrl: null });
    expect(view.startTime).toBe('10:25');
  });

  it('a default start moves to the next open house kept when the first is left out; a start the buyer chose stays', () => {
    const stored = (start: TDayPlanRecord['start']): TDayPlanRecord => ({
      ...defaultChoices({ userId: 'u', date: DATE, stops: [a, b], now: NOW }),
      start,
      skipped: [a.id],
      seen: seenOf([a, b]),
      updatedAt: NOW.toISOString(),
      createdAt: NOW.toISOString(),
      shareNonce: null,
      shareTokenHash: null,
    });
    const defaultStart = defaultChoices({ userId: 'u', date: DATE, stops: [a, b], now: NOW }).start;
    const followed = buildDayPlanView({ date: DATE, stops: [a, b], stored: stored(defaultStart), now: NOW, shareUrl: null });
    expect(followed.start).toEqual({ lat: 30.29, lng: -97.74, label: `${b.listing.address} (first open house)`, followsFirstOpenHouse: true });
    expect(followed.stops[0]).toMatchObject({ title: 'B', visit: { position: 1, travelMinutes: 0 } });

    const chosen = { lat: 30.27, lng: -97.74, label: 'Home' };
    expect(buildDayPlanView({ date: DATE, stops: [a, b], stored: stored(chosen), now: NOW, shareUrl: null }).start).toEqual(chosen);
  });
});
