import type { TQueueWorkerEntry } from './entry-types';

/**
 * The CRM delivery worker: one message per new lead of an agent with a CRM connected. A failed send
 * delays its own message (back-off through the visibility timeout); after maxReceiveCount receives
 * the queue moves it to its dead-letter queue and the lead's delivery reads 'failed'.
 */
export const CRM_DELIVERY_WORKER = {
  kind: 'queue-worker',
  queue: 'crm-delivery',
  handler: 'workers/crm/deliver-crm-lead',
  summary: "Sends new leads to their agent's CRM (Follow Up Boss Events API or a signed webhook), with retries and a dead-letter queue",
  resources: ['table:read', 'table:write', 'secret:mls-credentials-key', 'queue:crm-delivery'],
  batchSize: 10,
  batchWindowSeconds: 0,
  timeoutSeconds: 60,
  memoryMb: 256,
  visibilityTimeoutSeconds: 360,
  maxReceiveCount: 5,
  // Each message mostly waits on the CRM's answer: a batch's ten are sent together.
  messageConcurrency: 10,
} as const satisfies TQueueWorkerEntry;
