import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import {
  ZListNotificationsQuerySchema,
  ZListNotificationsResponseSchema,
  ZNotificationIdParamsSchema,
  ZNotificationPrefsSchema,
  ZUnreadNotificationsResponseSchema,
} from '@shared/schemas/notification.schema';
import { ZUnsubscribeLinkSchema, ZUnsubscribeRequestSchema } from '@shared/schemas/lead-capture.schema';
import { ZLiftMailSuppressionRequestSchema, ZMailSuppressionsResponseSchema } from '@shared/schemas/mail-suppression.schema';
import type { THttpRoute, TWebhookEntry } from '../../entries/entry-types';

/** The in-app notifications (the bell), the notification settings, the mail's one-click unsubscribe and what it suppressed. */
export const listNotificationsRoute = {
  method: 'GET',
  path: '/api/notifications',
  handler: 'http/notifications/list-notifications',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "The caller's notifications, newest first, a page at a time (cursor), with the unread count",
  tags: ['Notifications'],
  query: ZListNotificationsQuerySchema,
  response: ZListNotificationsResponseSchema,
} as const satisfies THttpRoute;

export const countUnreadNotificationsRoute = {
  method: 'GET',
  path: '/api/notifications/unread',
  handler: 'http/notifications/count-unread-notifications',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "How many of the caller's notifications are unread (the bell's count)",
  tags: ['Notifications'],
  response: ZUnreadNotificationsResponseSchema,
} as const satisfies THttpRoute;

export const markNotificationReadRoute = {
  method: 'POST',
  path: '/api/notifications/{id}/read',
  handler: 'http/notifications/mark-notification-read',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "Mark one of the caller's notifications read (again is harmless)",
  tags: ['Notifications'],
  params: ZNotificationIdParamsSchema,
  response: ZUnreadNotificationsResponseSchema,
} as const satisfies THttpRoute;

export const markAllNotificationsReadRoute = {
  method: 'POST',
  path: '/api/notifications/read-all',
  handler: 'http/notifications/mark-all-notifications-read',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "Mark all of the caller's notifications read (one write however many)",
  tags: ['Notifications'],
  response: ZUnreadNotificationsResponseSchema,
} as const satisfies THttpRoute;

export const getNotificationPrefsRoute = {
  method: 'GET',
  path: '/api/settings/notifications',
  handler: 'http/notifications/get-notification-prefs',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'How the caller is told of new leads: e-mail (instant, hourly, off), in-app (on, off), quiet hours and zone',
  tags: ['Notifications'],
  response: ZNotificationPrefsSchema,
} as const satisfies THttpRoute;

export const updateNotificationPrefsRoute = {
  method: 'PUT',
  path: '/api/settings/notifications',
  handler: 'http/notifications/update-notification-prefs',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: 'Save how the caller is told of new leads',
  tags: ['Notifications'],
  body: ZNotificationPrefsSchema,
  response: ZNotificationPrefsSchema,
} as const satisfies THttpRoute;

export const listMailSuppressionsRoute = {
  method: 'GET',
  path: '/api/settings/mail-suppressions',
  handler: 'http/notifications/list-mail-suppressions',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "What is suppressed for the caller's own address (unsubscribed kinds, a bounce or a complaint), newest first",
  tags: ['Notifications'],
  response: ZMailSuppressionsResponseSchema,
} as const satisfies THttpRoute;

export const liftMailSuppressionRoute = {
  method: 'POST',
  path: '/api/settings/mail-suppressions/lift',
  handler: 'http/notifications/lift-mail-suppression',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt'],
  summary: "Lift one suppression of the caller's own address after the current password (400 wrong, 429 too many; 404 none)",
  tags: ['Notifications'],
  body: ZLiftMailSuppressionRequestSchema,
  response: ZMailSuppressionsResponseSchema,
} as const satisfies THttpRoute;

export const showUnsubscribeRoute = {
  method: 'GET',
  path: '/api/mail/unsubscribe/{token}',
  handler: 'http/notifications/show-unsubscribe',
  access: 'public',
  isNavigation: true,
  resources: [],
  summary: 'The List-Unsubscribe address opened in a browser: the confirmation page (/unsubscribe/{token}), which asks before it stops anything',
  tags: ['Notifications'],
  params: ZUnsubscribeRequestSchema,
} as const satisfies THttpRoute;

export const getUnsubscribeLinkRoute = {
  method: 'GET',
  path: '/api/mail/unsubscribe-links/{token}',
  handler: 'http/notifications/get-unsubscribe-link',
  access: 'public',
  resources: ['table:read'],
  summary: 'What an unsubscribe link stops (its kind of mail) and whether its address is already unsubscribed from it; 404 for an unknown link',
  tags: ['Notifications'],
  params: ZUnsubscribeRequestSchema,
  response: ZUnsubscribeLinkSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const notificationRoutes = {
  'GET /api/notifications': listNotificationsRoute,
  'GET /api/notifications/unread': countUnreadNotificationsRoute,
  'POST /api/notifications/{id}/read': markNotificationReadRoute,
  'POST /api/notifications/read-all': markAllNotificationsReadRoute,
  'GET /api/settings/notifications': getNotificationPrefsRoute,
  'PUT /api/settings/notifications': updateNotificationPrefsRoute,
  'GET /api/settings/mail-suppressions': listMailSuppressionsRoute,
  'POST /api/settings/mail-suppressions/lift': liftMailSuppressionRoute,
  'GET /api/mail/unsubscribe/{token}': showUnsubscribeRoute,
  'GET /api/mail/unsubscribe-links/{token}': getUnsubscribeLinkRoute,
} as const satisfies Record<string, THttpRoute>;

/**
 * RFC 8058 one-click unsubscribe: the mailbox provider POSTs `List-Unsubscribe=One-Click` to the address in
 * the List-Unsubscribe header, from its own servers, with no Origin and no session. The unguessable token
 * in the path is the capability (it stops one kind of mail to one address, nothing else), so neither an
 * Origin check nor a signature header applies; the POST stops mail and changes nothing else, so a forged
 * cross-site POST could do no more than the link's holder can anyway.
 */
export const ONE_CLICK_UNSUBSCRIBE = {
  kind: 'webhook',
  method: 'POST',
  path: '/api/mail/unsubscribe/{token}',
  handler: 'http/notifications/one-click-unsubscribe',
  resources: ['table:read', 'table:write'],
  summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): stops that kind of mail to that address',
  tags: ['Notifications'],
  params: ZUnsubscribeRequestSchema,
  response: ZMessageResponseSchema,
  verifier: { scheme: 'capability-in-path', param: 'token' },
} as const satisfies TWebhookEntry;

export const ONE_CLICK_UNSUBSCRIBE_ROUTE = 'POST /api/mail/unsubscribe/{token}';
