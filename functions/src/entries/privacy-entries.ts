import type { TQueueWorkerEntry, TScheduleEntry } from './entry-types';

/**
 * The retention pass (issue 44): once a day, leads and sign-ins past the retention period (LEAD_RETENTION_DAYS,
 * default 3 years after their last activity) lose the person's details. One message a day; idempotent.
 */
export const LEAD_RETENTION_WORKER = {
  kind: 'queue-worker',
  queue: 'lead-retention',
  handler: 'workers/privacy/apply-lead-retention',
  summary: 'Removes the personal details of leads and sign-ins whose last activity is older than the retention period (daily)',
  resources: ['table:read', 'table:write'],
  batchSize: 1,
  batchWindowSeconds: 0,
  timeoutSeconds: 900,
  memoryMb: 512,
  visibilityTimeoutSeconds: 5400,
  maxReceiveCount: 3,
} as const satisfies TQueueWorkerEntry;

/** The one daily schedule of the retention pass, made with the group (infra; the embedded scheduler at start). */
export const LEAD_RETENTION_SCHEDULE = {
  kind: 'schedule',
  group: 'lead-retention',
  targetQueue: 'lead-retention',
  flexibleWindowMinutes: 60,
  summary: 'The daily retention pass over leads and sign-ins',
  fixed: { name: 'daily', everyMinutes: 24 * 60, message: { kind: 'lead-retention' } },
} as const satisfies TScheduleEntry;
