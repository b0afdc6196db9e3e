import type { TAlertFrequency } from '../../data/search-alert-repository';
import { NOTIFICATION_DIGEST_SCHEDULE } from '../../entries/notification-entries';
import { nextZonedTime } from '../notifications/email-timing';
import type { TNotificationMessage } from '../notifications/notification-message';
import type { TNotifyDeps } from '../notifications/notify-deps';

/** Instant alerts of one person go out together, once per window of this many minutes. */
export const INSTANT_WINDOW_MINUTES = 5;
/** Daily digests go out at this hour in the zone of the listings they tell of. */
export const DAILY_DIGEST_TIME = '08:00';

/** The end of the instant window after `now`, at least a minute away (EventBridge's one-time schedules are to the minute). */
export function nextWindow(now: Date): Date {
  const windowMs = INSTANT_WINDOW_MINUTES * 60_000;
  const end = Math.ceil((now.getTime() + 60_000) / windowMs) * windowMs;
  return new Date(end);
}

/** When a person's saved-search e-mail of `frequency` goes, for a match of a listing in `timeZone` made `now`. */
export const searchAlertsDueAt = (frequency: TAlertFrequency, timeZone: string, now: Date): Date =>
  frequency === 'instant' ? nextWindow(now) : nextZonedTime(DAILY_DIGEST_TIME, timeZone, now);

/** The one-time schedule of a person's search e-mail at `at`: one name per person, kind and minute, so matches of a window share it. */
export async function scheduleSearchAlerts(deps: Pick<TNotifyDeps, 'scheduler'>, userId: string, frequency: TAlertFrequency, at: Date): Promise<void> {
  const message: TNotificationMessage = { kind: 'search-alerts-due', userId, frequency };
  const minute = at.toISOString().slice(0, 16).replace(/[-:T]/g, '');
  await deps.scheduler.putOnce(NOTIFICATION_DIGEST_SCHEDULE, { name: `search-${frequency}-${userId}-${minute}`, at, message });
}
