import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { isKnownTimeZone } from '../time/zoned-time';

/** How a person is told by e-mail: each event at once, an hourly digest, or not at all. */
export const EMAIL_DELIVERY_VALUES = ['instant', 'hourly', 'off'] as const;
export type TEmailDelivery = (typeof EMAIL_DELIVERY_VALUES)[number];

const ZClockTimeSchema = /* @__PURE__ */ lazySchema(() => z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 21:00')));

/** Hours (in the person's zone) during which e-mail waits: an alert then goes out in a digest when they end. */
export const ZQuietHoursSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({ start: ZClockTimeSchema, end: ZClockTimeSchema })
    .check(z.refine((hours) => hours.start !== hours.end, { message: 'Quiet hours must start and end at different times', path: ['end'] })),
);
export type TQuietHours = z.infer<typeof ZQuietHoursSchema>;

const ZTimeZoneSchema = /* @__PURE__ */ lazySchema(() => z.string().check(z.refine(isKnownTimeZone, 'Choose a time zone')));

/**
 * GET and PUT /api/settings/notifications: per channel, how new leads (and later saved-search matches)
 * reach the person. SMS and web push are not channels yet.
 */
export const ZNotificationPrefsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    email: z.enum(EMAIL_DELIVERY_VALUES, { error: 'Choose instant, hourly or off' }),
    inApp: z.boolean({ error: 'In-app notifications must be on or off' }),
    quietHours: z.nullable(ZQuietHoursSchema),
    timeZone: ZTimeZoneSchema,
  }),
);
export type TNotificationPrefs = z.infer<typeof ZNotificationPrefsSchema>;

export const NOTIFICATION_PREFS_DEFAULTS: TNotificationPrefs = { email: 'instant', inApp: true, quietHours: null, timeZone: 'America/Chicago' };

/** The kinds of in-app notification: an agent's new lead, a follow-up sent, a home matching a buyer's saved search. */
export const NOTIFICATION_KINDS = ['lead', 'follow-up', 'search'] as const;

/** One in-app notification: what happened, in a line or two, and where to look at it. */
export const ZNotificationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    /** An app path, e.g. /leads?lead=<id>. */
    link: z.string(),
    createdAt: z.string(),
    isRead: z.boolean(),
  }),
);
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZListNotificationsQuerySchema = /* @__PURE__ */ lazySchema(() => z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) }));

/** GET /api/notifications: newest first, a page at a time, with the unread count for the bell. */
export const ZListNotificationsResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ items: z.array(ZNotificationSchema), nextCursor: z.nullable(z.string()), unread: z.number().check(z.int()) }),
);
export type TListNotificationsResponse = z.infer<typeof ZListNotificationsResponseSchema>;

/** GET /api/notifications/unread: the bell's count alone (cheap: one item). */
export const ZUnreadNotificationsResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ unread: z.number().check(z.int()) }));
export type TUnreadNotificationsResponse = z.infer<typeof ZUnreadNotificationsResponseSchema>;

export const ZNotificationIdParamsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Notification not found')) }),
);
