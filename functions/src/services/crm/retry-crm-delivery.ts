import type { TCrmDelivery } from '@shared/schemas/crm.schema';
import type { TQueueSender } from '../../adapters/queue/queue-sender';
import { getCrmConnection, getCrmDelivery, restartCrmDelivery } from '../../data/crm-repository';
import { conflict, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { CRM_DELIVERY_QUEUE } from './crm-delivery-message';
import { toCrmDeliveryView } from './crm-delivery-view';
import { NO_CRM_CONNECTION } from './test-crm-connection';

export const NO_CRM_DELIVERY = 'This lead has no CRM delivery';
export const STILL_DELIVERING = 'This lead is still being delivered';

/** A pending delivery untouched this long lost its message (the longest back-off is 15 minutes). */
const LOST_AFTER_MS = 20 * 60_000;

/**
 * The agent's Retry on a lead that was not delivered (failed, or pending when its enqueue was lost).
 * 1. the caller's own delivery of that lead (404 otherwise: another agent's lead is not found)
 * 2. a connection must exist (409); the delivery must not be delivered already, nor pending and touched in
 *    the last 20 minutes (its message is still on the queue; a second one would send it twice) (409)
 * 3. back to 'pending' with no attempts, through the current connection; queued again
 */
export async function retryCrmDelivery(deps: TDeps & { crmQueue: TQueueSender }, auth: TUserActor, leadId: string): Promise<TCrmDelivery> {
  const delivery = await getCrmDelivery(deps.db, auth.user.id, leadId);
  if (!delivery) throw notFound(NO_CRM_DELIVERY);
  const connection = await getCrmConnection(deps.db, auth.user.id);
  if (!connection) throw conflict(NO_CRM_CONNECTION);
  const now = deps.clock.now();
  if (delivery.status === 'pending' && now.getTime() - Date.parse(delivery.updatedAt) < LOST_AFTER_MS) throw conflict(STILL_DELIVERING);
  const restarted = await restartCrmDelivery(deps.db, delivery, { kind: connection.kind, updatedAt: now.toISOString() });
  if (!restarted) throw conflict('This lead was delivered already');
  await deps.crmQueue.send(CRM_DELIVERY_QUEUE, { agentId: auth.user.id, leadId });
  return toCrmDeliveryView(restarted);
}
