import type { TCrmConnection } from '@shared/schemas/crm.schema';
import type { TCrmConnectionRecord } from '../../data/crm-records';

/** The connection as its owner sees it: the sealed secret stays behind. */
export const toCrmConnectionView = (record: TCrmConnectionRecord): TCrmConnection => ({
  kind: record.kind,
  apiKeyLastFour: record.apiKeyLastFour,
  webhookUrl: record.webhookUrl,
  createdAt: record.createdAt,
});
