import { showingSlotText, type TShowingSlot } from '@shared/time/showing-request';
import type { TQueueSender } from '../../adapters/queue/queue-sender';
import { logger } from '../../platform/logger';
import { NOTIFICATIONS_QUEUE, type TNotificationMessage } from '../notifications/notification-message';

/**
 * Puts a signed-in buyer's showing confirmation on the notifications queue (the request never sends mail;
 * the worker sends it to the account's confirmed address). A visitor, or an inquiry without times, gets none.
 * A failed enqueue is logged: the request reached the agent all the same.
 */
export async function enqueueShowingConfirmation(
  deps: { notificationQueue?: TQueueSender },
  input: {
    senderUserId: string | null;
    leadId: string;
    listingId: string;
    listingTitle: string | null;
    slots: readonly TShowingSlot[] | undefined;
    timeZone: string;
  },
): Promise<void> {
  if (!deps.notificationQueue || !input.senderUserId || !input.slots?.length) return;
  const message: TNotificationMessage = {
    kind: 'showing-requested',
    userId: input.senderUserId,
    leadId: input.leadId,
    listingId: input.listingId,
    listingTitle: input.listingTitle,
    times: input.slots.map((slot) => showingSlotText(slot, input.timeZone)),
  };
  try {
    await deps.notificationQueue.send(NOTIFICATIONS_QUEUE, message);
  } catch (error) {
    logger.error('showing confirmation could not be queued', { leadId: input.leadId, error: (error as Error).message });
  }
}
