import { CRM_EVENT_TYPES } from '@shared/constants/crm';
import { crmDeliveryPutItem, getCrmConnection } from '../../data/crm-repository';
import type { TCrmDeliveryRecord } from '../../data/crm-records';
import type { TTransactItem } from '../../data/db';
import type { TLeadRecord } from '../../data/property-records';
import { logger } from '../../platform/logger';
import type { TDeps } from '../deps';
import type { TLeadCrmDeps } from './crm-deps';
import { CRM_DELIVERY_QUEUE, type TCrmDeliveryMessage } from './crm-delivery-message';

/**
 * A new lead's CRM delivery, when its agent has a CRM connected: the 'pending' record to write in the
 * lead's own transaction, and `enqueue` to call once that transaction is written. If the enqueue
 * fails, the lead and its pending delivery are kept (the visitor's inquiry must not fail for the CRM's
 * sake): the failure is logged and the agent's Retry on /leads enqueues it again.
 */
export async function prepareLeadCrmDelivery(
  deps: TDeps & TLeadCrmDeps,
  lead: TLeadRecord,
): Promise<{ item: TTransactItem; enqueue: () => Promise<void> } | null> {
  const { crmQueue } = deps;
  if (!crmQueue) return null;
  const connection = await getCrmConnection(deps.db, lead.agentId);
  if (!connection) return null;
  const delivery: TCrmDeliveryRecord = {
    agentId: lead.agentId,
    leadId: lead.id,
    kind: connection.kind,
    status: 'pending',
    attempts: 0,
    lastError: null,
    updatedAt: lead.createdAt,
    lead: {
      type: CRM_EVENT_TYPES[lead.source],
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      listingId: lead.listingId,
      listingTitle: lead.listingTitle,
      createdAt: lead.createdAt,
    },
  };
  const message: TCrmDeliveryMessage = { agentId: lead.agentId, leadId: lead.id };
  return {
    item: crmDeliveryPutItem(deps.db, delivery),
    enqueue: async () => {
      try {
        await crmQueue.send(CRM_DELIVERY_QUEUE, message);
      } catch (error) {
        logger.error('CRM delivery could not be queued; it stays pending until retried', { leadId: lead.id, error: (error as Error).message });
      }
    },
  };
}
