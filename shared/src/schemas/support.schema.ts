import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { PHOTO_CONTENT_TYPES } from '../constants/listing';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_PRIORITIES,
  SUPPORT_REPLY_MAX_LENGTH,
  SUPPORT_SCREENSHOT_MAX_MB,
  SUPPORT_STATUSES,
  SUPPORT_TOPICS,
} from '../constants/support';
import { PHOTO_TYPE_MESSAGE, ZPresignedUploadSchema } from './photo.schema';

const ZUlid = (message: string) => z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, message));

/** POST /api/support-requests/screenshots/uploads: one presigned POST for an optional screenshot (then name its key in the request). */
export const ZPresignSupportScreenshotRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    file: z.object(
      {
        name: z.string().check(z.trim(), z.minLength(1, 'The file needs a name'), z.maxLength(200)),
        contentType: z.enum(PHOTO_CONTENT_TYPES, { error: PHOTO_TYPE_MESSAGE }),
        size: z
          .number()
          .check(
            z.int(),
            z.gte(1, 'The file is empty'),
            z.lte(SUPPORT_SCREENSHOT_MAX_MB * 1024 * 1024, `The screenshot must be at most ${SUPPORT_SCREENSHOT_MAX_MB} MB`),
          ),
      },
      { error: 'Describe the file: name, contentType and size' },
    ),
  }),
);
export type TPresignSupportScreenshotRequest = z.input<typeof ZPresignSupportScreenshotRequestSchema>;
export const ZPresignSupportScreenshotResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ upload: ZPresignedUploadSchema }));

/** POST /api/support-requests */
export const ZCreateSupportRequestRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    topic: z.enum(SUPPORT_TOPICS, { error: 'Choose a topic' }),
    message: z
      .string({ error: 'Tell us what happened' })
      .check(z.trim(), z.minLength(1, 'Tell us what happened'), z.maxLength(SUPPORT_MESSAGE_MAX_LENGTH, `At most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`)),
    screenshotKey: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(300)))),
  }),
);
export type TCreateSupportRequestRequest = z.input<typeof ZCreateSupportRequestRequestSchema>;

const ZSupportReplySchema = /* @__PURE__ */ lazySchema(() => z.object({ message: z.string(), sentAt: z.string() }));

/** A request as its author sees it. */
export const ZSupportRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    topic: z.enum(SUPPORT_TOPICS),
    message: z.string(),
    screenshotUrl: z.nullable(z.string()),
    priority: z.enum(SUPPORT_PRIORITIES),
    status: z.enum(SUPPORT_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    replies: z.array(ZSupportReplySchema),
  }),
);
export type TSupportRequest = z.infer<typeof ZSupportRequestSchema>;

/** GET /api/support-requests: the caller's requests (newest first) and the answer time their plan promises. */
export const ZOwnSupportRequestsResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ priority: z.enum(SUPPORT_PRIORITIES), answerTime: z.string(), items: z.array(ZSupportRequestSchema) }),
);
export type TOwnSupportRequestsResponse = z.infer<typeof ZOwnSupportRequestsResponseSchema>;

/** A request in the admins' inbox: who asked, on which plan. */
export const ZAdminSupportRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(ZSupportRequestSchema, {
    userId: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    planName: z.nullable(z.string()),
  }),
);
export type TAdminSupportRequest = z.infer<typeof ZAdminSupportRequestSchema>;

/** GET /api/admin/support-requests?status=open&cursor=…: one status, priority first, then oldest first. */
export const ZSupportInboxQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    status: z._default(z.enum(SUPPORT_STATUSES, { error: 'Status must be open, answered or closed' }), 'open'),
    cursor: z.optional(z.string().check(z.maxLength(2000))),
  }),
);
export const ZSupportInboxResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ items: z.array(ZAdminSupportRequestSchema), nextCursor: z.nullable(z.string()) }),
);
export type TSupportInboxResponse = z.infer<typeof ZSupportInboxResponseSchema>;

export const ZSupportRequestParamsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ userId: ZUlid('Support request not found'), id: ZUlid('Support request not found') }),
);

/** POST /api/admin/support-requests/{userId}/{id}/reply: mailed to the author; the request becomes answered (or closed). */
export const ZReplySupportRequestRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    message: z
      .string({ error: 'Write a reply' })
      .check(z.trim(), z.minLength(1, 'Write a reply'), z.maxLength(SUPPORT_REPLY_MAX_LENGTH, `At most ${SUPPORT_REPLY_MAX_LENGTH} characters`)),
    status: z._default(z.enum(['answered', 'closed'], { error: 'Status must be answered or closed' }), 'answered'),
  }),
);
export type TReplySupportRequestRequest = z.input<typeof ZReplySupportRequestRequestSchema>;
/** `mailed`: false when the author's address is unconfirmed or suppressed (the reply still shows on their Help page). */
export const ZReplySupportRequestResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ request: ZAdminSupportRequestSchema, mailed: z.boolean() }));
export type TReplySupportRequestResponse = z.infer<typeof ZReplySupportRequestResponseSchema>;

/** PATCH /api/admin/support-requests/{userId}/{id} */
export const ZUpdateSupportRequestStatusRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ status: z.enum(SUPPORT_STATUSES, { error: 'Status must be open, answered or closed' }) }),
);
