import type { TOpenHouseRecord } from '../../data/property-records';
import { ENDED_MESSAGE, MAX_UPCOMING_OPEN_HOUSES, OVERLAP_MESSAGE, assertSchedulable } from './open-house-rules';

const now = new Date('2027-01-01T12:00:00Z');
const slot = (startHour: number, hours = 1) => ({
  startsAt: new Date(Date.UTC(2027, 0, 2, startHour)),
  endsAt: new Date(Date.UTC(2027, 0, 2, startHour + hours)),
});
const existing = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      ({ startsAt: new Date(Date.UTC(2027, 1, 1 + i, 10)).toISOString(), endsAt: new Date(Date.UTC(2027, 1, 1 + i, 11)).toISOString() }) as TOpenHouseRecord,
  );
const check = (s: ReturnType<typeof slot>, others: TOpenHouseRecord[]) => () => assertSchedulable(s, { now, existing: others, endPath: 'endTime' });

describe('assertSchedulable', () => {
  it('takes one under way (an agent at the door starts it), refuses one already over', () => {
    const underWay = { startsAt: new Date(now.getTime() - 30 * 60_000), endsAt: new Date(now.getTime() + 90 * 60_000) };
    expect(check(underWay, [])).not.toThrow();
    const over = { startsAt: new Date(now.getTime() - 2 * 3_600_000), endsAt: now };
    expect(check(over, [])).toThrow(ENDED_MESSAGE);
  });

  it('refuses overlaps but allows back-to-back open houses', () => {
    const booked = [{ startsAt: slot(10).startsAt.toISOString(), endsAt: slot(10).endsAt.toISOString() } as TOpenHouseRecord];
    expect(check(slot(10), booked)).toThrow(OVERLAP_MESSAGE);
    expect(check(slot(11), booked)).not.toThrow();
  });

  it(`keeps a listing at ${MAX_UPCOMING_OPEN_HOUSES} upcoming open houses, so its writes fit one transaction`, () => {
    expect(check(slot(10), existing(MAX_UPCOMING_OPEN_HOUSES - 1))).not.toThrow();
    expect(check(slot(10), existing(MAX_UPCOMING_OPEN_HOUSES))).toThrow(`A listing can have at most ${MAX_UPCOMING_OPEN_HOUSES} upcoming open houses.`);
  });
});
