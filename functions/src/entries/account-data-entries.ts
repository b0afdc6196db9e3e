import type { TQueueWorkerEntry } from './entry-types';

/**
 * The export worker (issue 44): one message per "Download my data". It writes the archive under the photo
 * bucket's private prefix and mails the link; a redelivery finishes what is left, and after the last receive
 * the export reads failed.
 */
export const ACCOUNT_EXPORT_WORKER = {
  kind: 'queue-worker',
  queue: 'account-export',
  handler: 'workers/account-data/prepare-account-export',
  summary: 'Writes one archive of everything held about a person (JSON, with the leads and listings as CSV) and mails them a 24-hour link',
  resources: ['table:read', 'table:write', 'private-objects:write', 'mail:send'],
  batchSize: 1,
  batchWindowSeconds: 0,
  timeoutSeconds: 120,
  memoryMb: 1024,
  visibilityTimeoutSeconds: 720,
  maxReceiveCount: 3,
} as const satisfies TQueueWorkerEntry;

/**
 * The deletion worker: one message per closed account (closed at once by the request; this removes the rest).
 * Every step is idempotent, so retries and a second run are safe.
 */
export const ACCOUNT_DELETION_WORKER = {
  kind: 'queue-worker',
  queue: 'account-deletion',
  handler: 'workers/account-data/erase-account',
  summary:
    'Deletes a closed account: cancels its subscription, removes its MLS configurations (listings pass to other verified links), listings, photos and every item of its partitions and indexes',
  resources: ['table:read', 'table:write', 'photos:read', 'photos:write', 'private-objects:read', 'private-objects:write', 'payments', 'schedules:mls-sync'],
  batchSize: 1,
  batchWindowSeconds: 0,
  timeoutSeconds: 300,
  memoryMb: 512,
  visibilityTimeoutSeconds: 1800,
  maxReceiveCount: 5,
} as const satisfies TQueueWorkerEntry;
