import { delayRedelivery } from '../../adapters/queue/queue-visibility';
import { getDeps } from '../../deps';
import { CRM_DELIVERY_WORKER } from '../../entries/crm-entries';
import { getCrmEnv } from '../../platform/crm-env';
import { ZCrmDeliveryMessageSchema } from '../../services/crm/crm-delivery-message';
import { crmSettingsFromEnv } from '../../services/crm/crm-settings';
import { deliverCrmLead } from '../../services/crm/deliver-crm-lead';
import { defineWorker } from '../define-worker';

export const handler = defineWorker(CRM_DELIVERY_WORKER, async (message) => {
  const deps = {
    ...getDeps(),
    crm: crmSettingsFromEnv(),
    retryBaseSeconds: getCrmEnv().CRM_RETRY_BASE_SECONDS,
    queue: { delayRedelivery: (receiptHandle: string, seconds: number) => delayRedelivery(CRM_DELIVERY_WORKER.queue, receiptHandle, seconds) },
  };
  await deliverCrmLead(deps, ZCrmDeliveryMessageSchema.parse(message.body), message);
});
