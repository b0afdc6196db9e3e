import { CRM_MAX_ATTEMPTS } from '@shared/constants/crm';
import { getCrmConnection, getCrmDelivery, recordCrmDeliveryAttempt } from '../../data/crm-repository';
import { logger } from '../../platform/logger';
import type { TCrmWorkerDeps } from './crm-deps';
import type { TCrmDeliveryMessage } from './crm-delivery-message';
import { crmRetryDelaySeconds } from './crm-retry-delay';
import { buildCrmEvent } from './crm-event';
import { sendToCrm } from './send-to-crm';
import { NO_CRM_CONNECTION } from './test-crm-connection';

/** Thrown so the queue keeps the message: it comes back after the back-off, or goes to the dead-letter queue. */
export class CrmDeliveryRetry extends Error {}

/**
 * Sends one lead to its agent's CRM (the worker; at least once, so a delivered lead is not sent again).
 * 1. a delivery already delivered (or gone) is done
 * 2. build the event from the lead's snapshot and its listing; send it through the agent's connection
 * 3. delivered: record it. Failed: record the attempt and its error; before the last attempt, delay the
 *    message's next delivery (back-off) and throw; on the last, record 'failed' and throw, so the queue
 *    moves the message to its dead-letter queue
 */
export async function deliverCrmLead(
  deps: TCrmWorkerDeps,
  message: TCrmDeliveryMessage,
  receipt: { receiveCount: number; receiptHandle: string },
): Promise<void> {
  const delivery = await getCrmDelivery(deps.db, message.agentId, message.leadId);
  if (!delivery || delivery.status === 'delivered') return;
  const attempts = receipt.receiveCount;
  let failure: string;
  try {
    const connection = await getCrmConnection(deps.db, message.agentId);
    if (!connection) throw new Error(NO_CRM_CONNECTION);
    const event = await buildCrmEvent(deps, delivery.lead, { source: deps.crm.eventSource, system: deps.crm.followUpBoss.system });
    await sendToCrm(deps.crm, connection, { id: delivery.leadId, type: 'lead.created', event, now: deps.clock.now() });
    await recordCrmDeliveryAttempt(deps.db, delivery, {
      status: 'delivered',
      kind: connection.kind,
      attempts,
      lastError: null,
      updatedAt: deps.clock.now().toISOString(),
    });
    return;
  } catch (error) {
    failure = (error as Error).message;
  }
  const isLast = attempts >= CRM_MAX_ATTEMPTS;
  await recordCrmDeliveryAttempt(deps.db, delivery, {
    status: isLast ? 'failed' : 'pending',
    attempts,
    lastError: failure,
    updatedAt: deps.clock.now().toISOString(),
  });
  logger.warn('CRM delivery failed', { leadId: delivery.leadId, attempts, isLast, error: failure });
  // After the last attempt the message comes straight back, so the queue's redrive moves it to the dead-letter queue now.
  await deps.queue.delayRedelivery(receipt.receiptHandle, isLast ? 0 : crmRetryDelaySeconds(deps.retryBaseSeconds, attempts));
  throw new CrmDeliveryRetry(`CRM delivery of lead ${delivery.leadId}: attempt ${attempts} failed: ${failure}`);
}
