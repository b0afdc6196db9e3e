import { AUSTIN_CENTER } from '@shared/constants/open-house';
import {
  cancelDepartureReminder,
  cancelPlanReminders,
  departureTime,
  driveMinutes,
  replacePlanReminders,
  resetDepartureReminders,
  restoreDepartureReminders,
  scheduleDepartureReminder,
} from './departure-reminder';
import { storedReminders, type TDepartureReminder } from './reminder-store';

const MILE_IN_LATITUDE = 1 / 69.0934;
// Saturday 30 May 2026, noon in Austin (CDT).
const NOW = new Date('2026-05-30T17:00:00Z');
// 2:00 PM CDT; ten miles due north of the centre: a 25-minute drive, so leave at 1:35 PM.
const reminder: TDepartureReminder = {
  openHouseId: 'oh-1',
  title: 'Elm Street Bungalow',
  startsAt: '2026-05-30T19:00:00.000Z',
  timeZone: 'America/Chicago',
  coordinates: { lat: AUSTIN_CENTER.lat + 10 * MILE_IN_LATITUDE, lng: AUSTIN_CENTER.lng },
};

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => FakeNotification.permission);
  static shown: { title: string; options?: NotificationOptions }[] = [];
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
}

describe('departure reminder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    window.localStorage.clear();
    FakeNotification.permission = 'granted';
    FakeNotification.shown = [];
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => resetDepartureReminders());

  it('estimates the drive as max(15, round(2 × miles from the Austin centre + 5)) minutes', () => {
    expect(driveMinutes(AUSTIN_CENTER)).toBe(15);
    expect(driveMinutes(null)).toBe(15);
    expect(driveMinutes(reminder.coordinates)).toBe(25);
    expect(driveMinutes({ lat: AUSTIN_CENTER.lat + 4 * MILE_IN_LATITUDE, lng: AUSTIN_CENTER.lng })).toBe(15);
    expect(driveMinutes({ lat: AUSTIN_CENTER.lat + 20 * MILE_IN_LATITUDE, lng: AUSTIN_CENTER.lng })).toBe(45);
    expect(departureTime(reminder.startsAt, reminder.coordinates).toISOString()).toBe('2026-05-30T18:35:00.000Z');
  });

  it('notifies at the start minus the drive, not a second earlier, then forgets the reminder', () => {
    expect(scheduleDepartureReminder(reminder)?.toISOString()).toBe('2026-05-30T18:35:00.000Z');
    expect(storedReminders()).toHaveProperty('oh-1');

    vi.advanceTimersByTime(95 * 60_000 - 1000);
    expect(FakeNotification.shown).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(FakeNotification.shown).toEqual([
      {
        title: 'Time to leave for your open house',
        options: { body: 'Elm Street Bungalow starts at 2:00 PM CDT. Estimated drive: 25 min.', tag: 'departure-oh-1' },
      },
    ]);
    expect(storedReminders()).not.toHaveProperty('oh-1');
    vi.advanceTimersByTime(3_600_000);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('schedules nothing when the departure time has already passed', () => {
    vi.setSystemTime(new Date('2026-05-30T18:40:00Z'));
    expect(scheduleDepartureReminder(reminder)).toBeNull();
    expect(storedReminders()).toEqual({});
    vi.advanceTimersByTime(3_600_000);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('is cancelled when turned off (or on Cancel RSVP and remove)', () => {
    scheduleDepartureReminder(reminder);
    cancelDepartureReminder('oh-1');
    expect(storedReminders()).toEqual({});
    vi.advanceTimersByTime(3 * 3_600_000);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('is scheduled again on page load, only with permission', () => {
    scheduleDepartureReminder(reminder);
    resetDepartureReminders(); // a reload: the timers are gone, the stored reminder is not
    restoreDepartureReminders();
    vi.advanceTimersByTime(95 * 60_000);
    expect(FakeNotification.shown).toHaveLength(1);

    scheduleDepartureReminder({ ...reminder, openHouseId: 'oh-2', startsAt: '2026-05-30T21:00:00.000Z' });
    resetDepartureReminders();
    FakeNotification.permission = 'denied';
    restoreDepartureReminders();
    expect(storedReminders()).toEqual({});
    vi.advanceTimersByTime(5 * 3_600_000);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('waits longer than a timer allows (about 24.8 days) in steps', () => {
    const inForty = { ...reminder, startsAt: new Date(NOW.getTime() + 40 * 86_400_000).toISOString() };
    scheduleDepartureReminder(inForty);
    vi.advanceTimersByTime(40 * 86_400_000 - 26 * 60_000);
    expect(FakeNotification.shown).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  describe('with an explicit leave time (a day plan)', () => {
    // Arrive at 2:00 PM CDT after a 12-minute drive from the previous stop: leave at 1:48 PM, not the formula's 1:35 PM.
    const planned: TDepartureReminder = {
      ...reminder,
      source: 'plan',
      planDate: '2026-05-30',
      leaveAt: '2026-05-30T18:48:00.000Z',
      drive: { minutes: 12, from: 'the previous stop (Maple)' },
    };

    it('notifies at leaveAt instead of the start minus the drive from the Austin centre, saying the drive from the previous stop', () => {
      expect(scheduleDepartureReminder(planned)?.toISOString()).toBe('2026-05-30T18:48:00.000Z');
      vi.advanceTimersByTime(108 * 60_000 - 1000);
      expect(FakeNotification.shown).toHaveLength(0);
      vi.advanceTimersByTime(1000);
      expect(FakeNotification.shown).toEqual([
        {
          title: 'Time to leave for your next open house',
          options: {
            body: 'Elm Street Bungalow: you planned to arrive at 2:00 PM CDT. Estimated drive from the previous stop (Maple): 12 min.',
            tag: 'departure-plan-oh-1',
          },
        },
      ]);
      expect(storedReminders()).toEqual({});
    });

    it("keeps a plan's reminder and a saved open house's reminder for the same open house apart", () => {
      scheduleDepartureReminder(reminder);
      scheduleDepartureReminder(planned);
      expect(Object.keys(storedReminders()).sort()).toEqual(['oh-1', 'plan:oh-1']);
      cancelDepartureReminder('oh-1');
      expect(Object.keys(storedReminders())).toEqual(['plan:oh-1']);
      vi.advanceTimersByTime(2 * 3_600_000);
      expect(FakeNotification.shown.map((shown) => shown.title)).toEqual(['Time to leave for your next open house']);
    });

    it("replaces a day's reminders with a new plan's, keeps other days', and cancels one day's", () => {
      const other = { ...planned, openHouseId: 'oh-9', planDate: '2026-05-31', leaveAt: '2026-05-31T15:00:00.000Z' };
      scheduleDepartureReminder(other);
      const first = replacePlanReminders('2026-05-30', [planned, { ...planned, openHouseId: 'oh-2', leaveAt: '2026-05-30T19:30:00.000Z' }]);
      expect(first.map((at) => at.toISOString())).toEqual(['2026-05-30T18:48:00.000Z', '2026-05-30T19:30:00.000Z']);
      expect(Object.keys(storedReminders()).sort()).toEqual(['plan:oh-1', 'plan:oh-2', 'plan:oh-9']);

      // Re-planned: oh-2 dropped, oh-1 now later, a stop already past is not scheduled.
      const second = replacePlanReminders('2026-05-30', [
        { ...planned, leaveAt: '2026-05-30T20:00:00.000Z' },
        { ...planned, openHouseId: 'oh-3', leaveAt: '2026-05-30T16:00:00.000Z' },
      ]);
      expect(second.map((at) => at.toISOString())).toEqual(['2026-05-30T20:00:00.000Z']);
      expect(storedReminders()['plan:oh-1']?.leaveAt).toBe('2026-05-30T20:00:00.000Z');
      expect(Object.keys(storedReminders()).sort()).toEqual(['plan:oh-1', 'plan:oh-9']);
      vi.advanceTimersByTime(2 * 3_600_000);
      expect(FakeNotification.shown).toHaveLength(0); // not at 1:48 PM nor 2:30 PM any more

      cancelPlanReminders('2026-05-30');
      expect(Object.keys(storedReminders())).toEqual(['plan:oh-9']);
      vi.advanceTimersByTime(24 * 3_600_000);
      expect(FakeNotification.shown.map((shown) => shown.options?.tag)).toEqual(['departure-plan-oh-9']);
    });

    it('is scheduled again on page load at its leave time; a stored plan reminder without a leave time is dropped', () => {
      scheduleDepartureReminder(planned);
      const stored = JSON.parse(window.localStorage.getItem('openhouse:departure-reminders')!) as Record<string, TDepartureReminder>;
      window.localStorage.setItem(
        'openhouse:departure-reminders',
        JSON.stringify({ ...stored, broken: { ...planned, openHouseId: 'oh-5', leaveAt: undefined } }),
      );
      resetDepartureReminders();
      restoreDepartureReminders();
      expect(Object.keys(storedReminders())).toEqual(['plan:oh-1']);
      vi.advanceTimersByTime(108 * 60_000);
      expect(FakeNotification.shown).toHaveLength(1);
    });
  });
});
