import { zonedTimeToUtc } from '@shared/time/zoned-time';
import { slotFor } from './seed-demo-listings';

const CHICAGO = 'America/Chicago';
const startOf = (slot: { date: string; startTime: string }, timeZone: string) => zonedTimeToUtc(slot.date, slot.startTime, timeZone).getTime();

describe('the demo open house slots', () => {
  it("moves today's slot that is past, or about to begin, to a later hour", () => {
    // 13:58 in Chicago (CST): 14:00 would begin while seeding still runs.
    expect(slotFor({ openHouseInDays: 0, openHouseStartHour: 10 }, new Date('2026-11-27T19:58:00Z'), CHICAGO)).toEqual({
      date: '2026-11-27',
      startTime: '15:00',
      endTime: '17:00',
    });
    expect(slotFor({ openHouseInDays: 2, openHouseStartHour: 10 }, new Date('2026-11-27T19:58:00Z'), CHICAGO)).toEqual({
      date: '2026-11-29',
      startTime: '10:00',
      endTime: '12:00',
    });
    expect(slotFor({ openHouseInDays: null, openHouseStartHour: 10 }, new Date('2026-11-27T19:58:00Z'), CHICAGO)).toBeUndefined();
  });

  it('starts every slot at least 15 minutes ahead, whatever the minute of the day, in any zone', () => {
    for (const timeZone of [CHICAGO, 'America/Los_Angeles', 'Pacific/Honolulu', 'America/New_York']) {
      for (let minute = 0; minute < 24 * 60; minute += 7) {
        const now = new Date(Date.UTC(2026, 10, 27, 0, minute));
        for (const listing of [
          { openHouseInDays: 0, openHouseStartHour: 9 },
          { openHouseInDays: 0, openHouseStartHour: 21 },
          { openHouseInDays: 1, openHouseStartHour: 11 },
        ]) {
          const slot = slotFor(listing, now, timeZone)!;
          expect(startOf(slot, timeZone) - now.getTime(), `${timeZone} ${now.toISOString()} ${JSON.stringify(listing)}`).toBeGreaterThanOrEqual(15 * 60_000);
        }
      }
    }
  });
});
