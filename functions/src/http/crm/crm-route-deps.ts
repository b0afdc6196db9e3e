import { sqsQueueSender, type TQueueSender } from '../../adapters/queue/queue-sender';
import { getDeps } from '../../deps';
import type { TCrmDeps } from '../../services/crm/crm-deps';
import { crmSettingsFromEnv } from '../../services/crm/crm-settings';
import type { TDeps } from '../../services/deps';

export const getCrmRouteDeps = (): TCrmDeps => ({ ...getDeps(), crm: crmSettingsFromEnv() });

/** For the routes that write leads (and Retry): the CRM delivery queue and the notifications queue (the agent's alert). */
export const getLeadWriteDeps = (): TDeps & { crmQueue: TQueueSender; notificationQueue: TQueueSender } => ({
  ...getDeps(),
  crmQueue: sqsQueueSender,
  notificationQueue: sqsQueueSender,
});
