import type { TQueueWorkerEntry, TScheduleEntry } from './entry-types';

/**
 * The notification worker: every alert and follow-up goes through its queue, never out of a request.
 * Messages: a lead was created (in-app item + the agent's e-mail, once per lead), a person's digest is
 * due (hourly e-mail, end of quiet hours), an open house ended (the automatic thank-you), and the
 * follow-up a few days later; a listing changed (saved searches it matches are told) and a buyer's
 * saved-search e-mail is due. Each is idempotent by a conditional write keyed by the event.
 */
export const NOTIFICATIONS_WORKER = {
  kind: 'queue-worker',
  queue: 'notifications',
  handler: 'workers/notifications/notify',
  summary: 'Lead alerts (in-app and e-mail), saved-search alerts, digests, and the automatic open-house follow-up, at most once each',
  resources: [
    'table:read',
    'table:write',
    'mail:send',
    'schedules:notification-digests',
    'schedules:open-house-follow-up',
    'schedules:lead-pool-returns',
    'queue:notifications',
  ],
  batchSize: 10,
  batchWindowSeconds: 0,
  timeoutSeconds: 60,
  memoryMb: 256,
  visibilityTimeoutSeconds: 360,
  maxReceiveCount: 5,
  // Each message mostly waits on DynamoDB and the mail provider.
  messageConcurrency: 5,
} as const satisfies TQueueWorkerEntry;

/** One one-time schedule per person with e-mail waiting (hourly digest, end of quiet hours), named after them. */
export const NOTIFICATION_DIGEST_SCHEDULE = {
  kind: 'schedule',
  group: 'notification-digests',
  targetQueue: 'notifications',
  flexibleWindowMinutes: 0,
  summary: "A person's e-mail digest of alerts that waited (hourly e-mail or quiet hours), at(...) once",
} as const satisfies TScheduleEntry;

/** One-time schedules per open house: the thank-you at its end, the optional second message days later. */
export const OPEN_HOUSE_FOLLOW_UP_SCHEDULE = {
  kind: 'schedule',
  group: 'open-house-follow-up',
  targetQueue: 'notifications',
  flexibleWindowMinutes: 0,
  summary: 'The automatic thank-you to consenting visitors when an open house ends, and the optional later follow-up',
} as const satisfies TScheduleEntry;

/** One one-time schedule per assigned team lead: back to the pool if its holder has not contacted it within the broker's hours. */
export const LEAD_POOL_RETURN_SCHEDULE = {
  kind: 'schedule',
  group: 'lead-pool-returns',
  targetQueue: 'notifications',
  flexibleWindowMinutes: 0,
  summary: "A team lead goes back to the pool when its holder has not contacted it (still New) within the broker's hours, at(...) once",
} as const satisfies TScheduleEntry;

/**
 * SES's bounce and complaint notifications (SES configuration set → SNS topic → this queue, raw delivery):
 * a hard bounce or a complaint suppresses the address for every mail we send. Locally, POST
 * /dev/mail-feedback puts the same message on the queue.
 */
export const MAIL_FEEDBACK_WORKER = {
  kind: 'queue-worker',
  queue: 'mail-feedback',
  handler: 'workers/notifications/record-mail-feedback',
  summary: 'Suppresses addresses that SES reports as hard-bounced or complaining (SNS-fed)',
  resources: ['table:read', 'table:write'],
  batchSize: 10,
  batchWindowSeconds: 0,
  timeoutSeconds: 30,
  memoryMb: 256,
  visibilityTimeoutSeconds: 180,
  maxReceiveCount: 5,
} as const satisfies TQueueWorkerEntry;
