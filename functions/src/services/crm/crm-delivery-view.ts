import type { TCrmDelivery } from '@shared/schemas/crm.schema';
import type { TCrmDeliveryRecord } from '../../data/crm-records';

export const toCrmDeliveryView = (record: TCrmDeliveryRecord): TCrmDelivery => ({
  kind: record.kind,
  status: record.status,
  attempts: record.attempts,
  lastError: record.lastError,
  updatedAt: record.updatedAt,
});
