import type { THttpEntry, THttpRoute, TQueueWorkerEntry, TScheduleEntry, TWebhookEntry } from './entries/entry-types';
import { analyticsRoutes } from './http/route-groups/analytics.routes';
import { apiKeyRoutes } from './http/route-groups/api-key.routes';
import { leadRoutes } from './http/route-groups/lead.routes';
import { followUpRoutes } from './http/route-groups/follow-up.routes';
import { ACCOUNT_DELETION_WORKER, ACCOUNT_EXPORT_WORKER } from './entries/account-data-entries';
import { CRM_DELIVERY_WORKER } from './entries/crm-entries';
import { MLS_SYNC_SCHEDULE, MLS_SYNC_WORKER } from './entries/mls-entries';
import {
  LEAD_POOL_RETURN_SCHEDULE,
  MAIL_FEEDBACK_WORKER,
  NOTIFICATION_DIGEST_SCHEDULE,
  NOTIFICATIONS_WORKER,
  OPEN_HOUSE_FOLLOW_UP_SCHEDULE,
} from './entries/notification-entries';
import { LEAD_RETENTION_SCHEDULE, LEAD_RETENTION_WORKER } from './entries/privacy-entries';
import { privacyRoutes } from './http/route-groups/privacy.routes';
import { crmRoutes } from './http/route-groups/crm.routes';
import { billingRoutes, STRIPE_WEBHOOK } from './http/route-groups/billing.routes';
import { calendarRoutes } from './http/route-groups/calendar.routes';
import { dayPlanRoutes } from './http/route-groups/day-plan.routes';
import { savedSearchRoutes } from './http/route-groups/saved-search.routes';
import { listingRoutes } from './http/route-groups/listing.routes';
import { mlsRoutes } from './http/route-groups/mls.routes';
import { mlsTrustRoutes } from './http/route-groups/mls-trust.routes';
import { openHouseRoutes } from './http/route-groups/open-house.routes';
import { placeRoutes } from './http/route-groups/place.routes';
import { profileRoutes } from './http/route-groups/profile.routes';
import { siteRoutes } from './http/route-groups/site.routes';
import { supportRoutes } from './http/route-groups/support.routes';
import { accountDataRoutes } from './http/route-groups/account-data.routes';
import { teamLeadRoutes } from './http/route-groups/team-lead.routes';
import { emailConfirmationRoutes } from './http/route-groups/email-confirmation.routes';
import { notificationRoutes, ONE_CLICK_UNSUBSCRIBE, ONE_CLICK_UNSUBSCRIBE_ROUTE } from './http/route-groups/notification.routes';

/**
 * Every entry point, once: browser routes, webhooks, queue workers and schedule groups. infra builds one
 * Lambda per HTTP entry and worker with exactly its settings and grants, the HTTP API routes, the queues,
 * the event source mappings and the scheduler groups; the embedded runtime serves, polls and schedules
 * the same entries; the authorization test and GET /api/docs walk the HTTP ones.
 * Plain data: handler paths, never imported handlers. Routes are split by area so each handler bundles
 * only its area's schemas, and each route is an export of its own that its handler imports (not the area's
 * object, which would bring every other route of the area along: up to 8 KB of a profile route's bundle).
 */
export const HTTP_ROUTES = {
  ...siteRoutes,
  ...emailConfirmationRoutes,
  ...listingRoutes,
  ...openHouseRoutes,
  ...placeRoutes,
  ...profileRoutes,
  ...leadRoutes,
  ...followUpRoutes,
  ...mlsRoutes,
  ...mlsTrustRoutes,
  ...billingRoutes,
  ...calendarRoutes,
  ...dayPlanRoutes,
  ...savedSearchRoutes,
  ...crmRoutes,
  ...analyticsRoutes,
  ...notificationRoutes,
  ...supportRoutes,
  ...privacyRoutes,
  ...apiKeyRoutes,
  ...accountDataRoutes,
  ...teamLeadRoutes,
} as const satisfies Record<string, THttpRoute>;

/** Calls from other systems, verified by signature (the payments provider's events will be the first). */
export const WEBHOOKS = { 'POST /api/stripe/webhook': STRIPE_WEBHOOK, [ONE_CLICK_UNSUBSCRIBE_ROUTE]: ONE_CLICK_UNSUBSCRIBE } as const satisfies Record<
  string,
  TWebhookEntry
>;

/** SQS consumers by name (MLS sync and CRM delivery will be the first). */
export const QUEUE_WORKERS = {
  [MLS_SYNC_WORKER.queue]: MLS_SYNC_WORKER,
  [CRM_DELIVERY_WORKER.queue]: CRM_DELIVERY_WORKER,
  [NOTIFICATIONS_WORKER.queue]: NOTIFICATIONS_WORKER,
  [MAIL_FEEDBACK_WORKER.queue]: MAIL_FEEDBACK_WORKER,
  [LEAD_RETENTION_WORKER.queue]: LEAD_RETENTION_WORKER,
  [ACCOUNT_EXPORT_WORKER.queue]: ACCOUNT_EXPORT_WORKER,
  [ACCOUNT_DELETION_WORKER.queue]: ACCOUNT_DELETION_WORKER,
} as const satisfies Record<string, TQueueWorkerEntry>;

/** Schedule groups managed at run time (MLS auto-sync will be the first). */
export const SCHEDULES = {
  [MLS_SYNC_SCHEDULE.group]: MLS_SYNC_SCHEDULE,
  [NOTIFICATION_DIGEST_SCHEDULE.group]: NOTIFICATION_DIGEST_SCHEDULE,
  [OPEN_HOUSE_FOLLOW_UP_SCHEDULE.group]: OPEN_HOUSE_FOLLOW_UP_SCHEDULE,
  [LEAD_RETENTION_SCHEDULE.group]: LEAD_RETENTION_SCHEDULE,
  [LEAD_POOL_RETURN_SCHEDULE.group]: LEAD_POOL_RETURN_SCHEDULE,
} as const satisfies Record<string, TScheduleEntry>;

export type TEntryTable = {
  http: readonly THttpEntry[];
  workers: readonly TQueueWorkerEntry[];
  schedules: readonly TScheduleEntry[];
};

export const ENTRIES: TEntryTable = {
  http: [...Object.values<THttpEntry>(HTTP_ROUTES), ...Object.values<TWebhookEntry>(WEBHOOKS)],
  workers: Object.values<TQueueWorkerEntry>(QUEUE_WORKERS),
  schedules: Object.values<TScheduleEntry>(SCHEDULES),
};
