import { OPEN_HOUSE_FOLLOW_UP_SCHEDULE } from '../../entries/notification-entries';
import type { TNotificationMessage } from './notification-message';
import type { TNotifyDeps } from './notify-deps';

/** The name of an open house's thank-you schedule: one per open house, so setting it again moves it. */
export const followUpScheduleName = (openHouseId: string) => `thank-you-${openHouseId}`;

/**
 * Sets (or moves) the automatic thank-you of an open house to its end. Called for each sign-in: only
 * open houses with visitors get a schedule, whichever way they were made (form, MLS); a schedule that
 * fires for an open house moved later sets itself again, one for a deleted open house does nothing.
 */
export async function scheduleThankYou(deps: Pick<TNotifyDeps, 'scheduler' | 'clock'>, openHouse: { propertyId: string; openHouseId: string; endsAt: string }): Promise<void> {
  const at = new Date(Math.max(Date.parse(openHouse.endsAt), deps.clock.now().getTime() + 1000));
  const message: TNotificationMessage = { kind: 'open-house-ended', propertyId: openHouse.propertyId, openHouseId: openHouse.openHouseId };
  await deps.scheduler.putOnce(OPEN_HOUSE_FOLLOW_UP_SCHEDULE, { name: followUpScheduleName(openHouse.openHouseId), at, message });
}
