import type { TQueueWorkerEntry, TScheduleEntry } from './entry-types';

/**
 * The MLS sync worker: one message per sync run (from POST …/sync or a configuration's schedule). A run
 * commits page by page, so a full sync of a few thousand listings fits well inside the timeout and a
 * redelivered message resumes where the last committed page ended.
 */
export const MLS_SYNC_WORKER = {
  kind: 'queue-worker',
  queue: 'mls-sync',
  handler: 'workers/mls/sync-mls',
  summary: 'Runs one MLS sync (RESO Web API or RETS 1.7.2): listings, photos and the sync log',
  resources: ['table:read', 'table:write', 'photos:read', 'photos:write', 'secret:mls-credentials-key', 'queue:notifications'],
  batchSize: 1,
  batchWindowSeconds: 0,
  timeoutSeconds: 900,
  memoryMb: 1024,
  visibilityTimeoutSeconds: 5400,
  maxReceiveCount: 5,
  nativeModules: ['sharp'],
} as const satisfies TQueueWorkerEntry;

/** One schedule per active auto-sync configuration, named after it, every syncFrequency seconds. */
export const MLS_SYNC_SCHEDULE = {
  kind: 'schedule',
  group: 'mls-sync',
  targetQueue: 'mls-sync',
  flexibleWindowMinutes: 5,
  summary: "Auto-sync of MLS configurations (rate = the configuration's sync frequency)",
} as const satisfies TScheduleEntry;
