import { isOutsideHours } from './sign-in-timing';

const openHouse = { startsAt: '2026-05-30T15:00:00.000Z', endsAt: '2026-05-30T17:00:00.000Z' };

describe('isOutsideHours', () => {
  it.each([
    ['an hour before the start', '2026-05-30T14:00:00.000Z', false],
    ['during the open house', '2026-05-30T16:00:00.000Z', false],
    ['an hour after the end', '2026-05-30T18:00:00.000Z', false],
    ['a minute more than an hour before the start', '2026-05-30T13:59:00.000Z', true],
    ['a minute more than an hour after the end', '2026-05-30T18:01:00.000Z', true],
    ['the next day', '2026-05-31T16:00:00.000Z', true],
  ])('%s → %s', (_label, at, expected) => {
    expect(isOutsideHours(openHouse, new Date(at))).toBe(expected);
  });
});
