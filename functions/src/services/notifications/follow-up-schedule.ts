import { OPEN_HOUSE_FOLLOW_UP_SCHEDULE } from '../../entries/notification-entries';
import type { TNotificationMessage } from './notification-message';
import type { TNotifyDeps } from './notify-deps';

/** The name of an open house's thank-you schedule: one per open house, so setting it again moves it. */
export const followUpScheduleName = (openHouseId: string) => `thank-you-${openHouseId}`;

/** The name of an open house's second-message schedule (same group, its own name: setting it again moves it). */
export const secondMessageScheduleName = (openHouseId: string) => `second-message-${openHouseId}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an open house's second message is due: its end plus the agent's delay in whole days. */
export const secondMessageDueAt = (endsAt: string, delayDays: number) => new Date(Date.parse(endsAt) + delayDays * DAY_MS);

/** A one-time schedule never lies in the past: what is due already fires a second from now. */
const notBefore = (deps: Pick<TNotifyDeps, 'clock'>, at: Date) => new Date(Math.max(at.getTime(), deps.clock.now().getTime() + 1000));

/**
 * Sets (or moves) the automatic thank-you of an open house to its end. Called for each sign-in: only
 * open houses with visitors get a schedule, whichever way they were made (form, MLS); a schedule that
 * fires for an open house moved later sets itself again, one for a deleted open house does nothing.
 */
export async function scheduleThankYou(
  deps: Pick<TNotifyDeps, 'scheduler' | 'clock'>,
  openHouse: { propertyId: string; openHouseId: string; endsAt: string },
): Promise<void> {
  const message: TNotificationMessage = { kind: 'open-house-ended', propertyId: openHouse.propertyId, openHouseId: openHouse.openHouseId };
  await deps.scheduler.putOnce(OPEN_HOUSE_FOLLOW_UP_SCHEDULE, {
    name: followUpScheduleName(openHouse.openHouseId),
    at: notBefore(deps, new Date(openHouse.endsAt)),
    message,
  });
}

/**
 * Sets (or moves) an open house's second message to its end plus the delay: when the agent saves it on,
 * when the thank-you fires (the end may have moved earlier), and when it fires early (moved later).
 */
export async function scheduleSecondMessage(
  deps: Pick<TNotifyDeps, 'scheduler' | 'clock'>,
  openHouse: { propertyId: string; openHouseId: string; endsAt: string },
  delayDays: number,
): Promise<void> {
  const message: TNotificationMessage = { kind: 'second-message-due', propertyId: openHouse.propertyId, openHouseId: openHouse.openHouseId };
  const at = notBefore(deps, secondMessageDueAt(openHouse.endsAt, delayDays));
  await deps.scheduler.putOnce(OPEN_HOUSE_FOLLOW_UP_SCHEDULE, { name: secondMessageScheduleName(openHouse.openHouseId), at, message });
}

/** Switched off: the schedule goes (the send checks again anyway, so one that fires meanwhile sends nothing). */
export async function unscheduleSecondMessage(deps: Pick<TNotifyDeps, 'scheduler'>, openHouseId: string): Promise<void> {
  await deps.scheduler.remove(OPEN_HOUSE_FOLLOW_UP_SCHEDULE, secondMessageScheduleName(openHouseId));
}
