import { FINANCING_OPTIONS, TIMEFRAMES } from '@shared/constants/buyer-preferences';
import type { TLeadRecord } from '../../data/property-records';
import { logger } from '../../platform/logger';
import type { TQueueSender } from '../../adapters/queue/queue-sender';
import { scoreInputOf } from '../leads/engagement';
import { scoreLead } from '../leads/lead-score';
import { NOTIFICATIONS_QUEUE, type TLeadAlert, type TNotificationMessage } from './notification-message';

/** What a lead's write needs to raise its alert; absent (seeding, fixtures), no alert is raised. */
export type TLeadAlertDeps = { notificationQueue?: TQueueSender };

/** A sign-in's answer as the form offered it ('1-3-months' → '1–3 months'). */
const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;

/** The alert's snapshot of a lead: who, how to reach them, what they answered and the score on arrival. */
export function toLeadAlert(lead: TLeadRecord): TLeadAlert {
  const signIn = lead.source === 'open-house' ? lead.signIn : null;
  // On arrival the lead is all the agent knows of the person: one listing, this sign-in or message.
  const { score } = scoreLead(
    scoreInputOf(lead, { listingsOfInterest: 1, openHousesVisited: signIn ? 1 : 0, messagesSent: lead.message ? 1 : 0, listingsViewed: 0, listingsSaved: 0 }),
  );
  const answers = signIn
    ? [
        { question: 'Working with an agent', answer: signIn.workingWithAgent ? 'Yes' : 'No' },
        ...(signIn.timeframe ? [{ question: 'Timeframe', answer: labelOf(TIMEFRAMES, signIn.timeframe) }] : []),
        ...(signIn.financing ? [{ question: 'Financing', answer: labelOf(FINANCING_OPTIONS, signIn.financing) }] : []),
        ...signIn.answers.map(({ question, answer }) => ({ question, answer })),
      ]
    : [];
  return {
    id: lead.id,
    source: lead.source,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    listingTitle: lead.listingTitle,
    answers,
    score,
    createdAt: lead.createdAt,
  };
}

/**
 * Puts a new lead's alert on the notifications queue, after the lead's transaction: the request never
 * sends mail. A failed enqueue is logged and the lead kept (the visitor's sign-in must not fail for it).
 */
export async function enqueueLeadAlert(deps: TLeadAlertDeps, lead: TLeadRecord): Promise<void> {
  if (!deps.notificationQueue) return;
  const openHouse =
    lead.source === 'open-house' && lead.signIn.openHouse
      ? { propertyId: lead.listingId, openHouseId: lead.openHouseId, endsAt: lead.signIn.openHouse.endsAt }
      : undefined;
  const message: TNotificationMessage = { kind: 'lead-created', agentId: lead.agentId, lead: toLeadAlert(lead), ...(openHouse ? { openHouse } : {}) };
  try {
    await deps.notificationQueue.send(NOTIFICATIONS_QUEUE, message);
  } catch (error) {
    logger.error('lead alert could not be queued', { leadId: lead.id, error: (error as Error).message });
  }
}
