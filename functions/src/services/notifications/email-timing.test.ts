import { isInQuietHours, nextZonedTime, planEmail } from './email-timing';

const CHICAGO = 'America/Chicago';
const night = { start: '21:00', end: '07:00' };

describe('when an e-mail alert goes out', () => {
  it('is sent at once when instant and outside quiet hours', () => {
    expect(planEmail({ email: 'instant', quietHours: night, timeZone: CHICAGO }, new Date('2026-11-26T18:00:00Z'))).toEqual({ kind: 'now' });
  });

  it("waits for the end of quiet hours in the agent's zone (across midnight)", () => {
    // 22:30 in Chicago (UTC-6) → 07:00 the next morning there = 13:00Z.
    expect(planEmail({ email: 'instant', quietHours: night, timeZone: CHICAGO }, new Date('2026-11-27T04:30:00Z'))).toEqual({
      kind: 'later',
      at: new Date('2026-11-27T13:00:00Z'),
    });
    // 02:00 in Chicago → 07:00 the same morning.
    expect(planEmail({ email: 'instant', quietHours: night, timeZone: CHICAGO }, new Date('2026-11-27T08:00:00Z'))).toEqual({
      kind: 'later',
      at: new Date('2026-11-27T13:00:00Z'),
    });
  });

  it('groups hourly alerts at the next whole hour, or at the end of quiet hours when that hour is quiet', () => {
    expect(planEmail({ email: 'hourly', quietHours: null, timeZone: CHICAGO }, new Date('2026-11-26T18:20:00Z'))).toEqual({
      kind: 'later',
      at: new Date('2026-11-26T19:00:00Z'),
    });
    // 20:20 in Chicago: the 21:00 digest would be quiet → 07:00.
    expect(planEmail({ email: 'hourly', quietHours: night, timeZone: CHICAGO }, new Date('2026-11-27T02:20:00Z'))).toEqual({
      kind: 'later',
      at: new Date('2026-11-27T13:00:00Z'),
    });
  });

  it('never sends when e-mail is off', () => {
    expect(planEmail({ email: 'off', quietHours: null, timeZone: CHICAGO }, new Date())).toEqual({ kind: 'never' });
  });

  it('reads quiet hours within one day, start included and end excluded', () => {
    const day = { start: '09:00', end: '17:00' };
    expect(isInQuietHours(day, 'UTC', new Date('2026-11-26T09:00:00Z'))).toBe(true);
    expect(isInQuietHours(day, 'UTC', new Date('2026-11-26T16:59:00Z'))).toBe(true);
    expect(isInQuietHours(day, 'UTC', new Date('2026-11-26T17:00:00Z'))).toBe(false);
    expect(isInQuietHours(null, 'UTC', new Date())).toBe(false);
  });

  it('finds the next wall-clock time over a daylight-saving change', () => {
    // Chicago falls back on 1 Nov 2026: 07:00 CST is 13:00Z.
    expect(nextZonedTime('07:00', CHICAGO, new Date('2026-11-01T03:00:00Z'))).toEqual(new Date('2026-11-01T13:00:00Z'));
  });
});
