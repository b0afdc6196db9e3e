import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { EMPTY_REPLY_MESSAGE, FORWARD_NOTE_MAX_LENGTH, MESSAGE_FOLDERS, MESSAGE_SEARCH_MAX_LENGTH, REPLY_MAX_LENGTH } from '../constants/messages';
import { ZEmailSchema } from './fields.schema';
import { ZResourceIdSchema } from './form-fields.schema';

/** GET /api/messages?folder=inbox|archived|sent&q=…&cursor=… */
export const ZListMessagesQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    folder: z._default(z.enum(MESSAGE_FOLDERS, { error: 'Choose inbox, archived or sent' }), 'inbox'),
    /** Case-insensitive text search over sender name and e-mail, subject, message text and listing title. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(MESSAGE_SEARCH_MAX_LENGTH, `Search must be at most ${MESSAGE_SEARCH_MAX_LENGTH} characters`))),
    cursor: z.optional(z.string().check(z.maxLength(2000))),
  }),
);
export type TListMessagesQuery = z.input<typeof ZListMessagesQuerySchema>;

export const ZMessageIdParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: ZResourceIdSchema }));

export const ZMessageReplySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    /** The agent's display name. */
    from: z.string(),
    body: z.string(),
    sentAt: z.string(),
  }),
);
export type TMessageReply = z.infer<typeof ZMessageReplySchema>;

export const ZMessageForwardSchema = /* @__PURE__ */ lazySchema(() => z.object({ to: z.string(), note: z.nullable(z.string()), sentAt: z.string() }));

/**
 * One conversation: an inquiry (a lead from a listing or from the agent's public profile) and the
 * agent's replies. `id` is the lead id. In the 'sent' folder (the caller's own inquiries) the agent's
 * private state is not shown: unread/starred/archived are false, draft is null, forwards are [].
 * All text is plain text; render it as text, never as HTML.
 */
export const ZMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    folder: z.enum(MESSAGE_FOLDERS),
    source: z.enum(['listing', 'profile']),
    /** The sender as they typed it on the inquiry form. */
    from: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    /** The agent the inquiry was sent to. */
    to: z.object({ id: z.string(), name: z.string() }),
    /** 'Inquiry about <listing title>' or 'Contact from your profile' ('Message to <agent>' for the sender). */
    subject: z.string(),
    preview: z.string(),
    body: z.string(),
    /** When the inquiry arrived (ISO 8601). */
    time: z.string(),
    unread: z.boolean(),
    starred: z.boolean(),
    archived: z.boolean(),
    /** The listing it is about (link to /property/{id}); null for profile contacts. */
    property: z.nullable(z.object({ id: z.string(), title: z.string() })),
    replies: z.array(ZMessageReplySchema),
    forwards: z.array(ZMessageForwardSchema),
    draft: z.nullable(z.object({ body: z.string(), savedAt: z.string() })),
  }),
);
export type TMessage = z.infer<typeof ZMessageSchema>;

export const ZListMessagesResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(ZMessageSchema),
    /** Unread inquiries in the caller's inbox (not archived or deleted): the 'N new' badge. */
    unreadCount: z.number().check(z.int()),
    nextCursor: z.nullable(z.string()),
  }),
);
export type TListMessagesResponse = z.infer<typeof ZListMessagesResponseSchema>;

/** PATCH /api/messages/{id}: mark read/unread, star/unstar, archive/unarchive (the agent only). */
export const ZUpdateMessageRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ read: z.optional(z.boolean()), starred: z.optional(z.boolean()), archived: z.optional(z.boolean()) }).check(
    z.refine((v) => v.read !== undefined || v.starred !== undefined || v.archived !== undefined, {
      message: 'Send read, starred or archived',
      path: ['read'],
    }),
  ),
);
export type TUpdateMessageRequest = z.input<typeof ZUpdateMessageRequestSchema>;

/** The answer to every change: the conversation as it is now, and the new unread count. */
export const ZMessageChangeResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ item: ZMessageSchema, unreadCount: z.number().check(z.int()) }));
export type TMessageChangeResponse = z.infer<typeof ZMessageChangeResponseSchema>;

/** DELETE /api/messages/{id}: hidden from the agent for good (the sender still sees their inquiry). */
export const ZDeleteMessageResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ success: z.literal(true), message: z.string(), unreadCount: z.number().check(z.int()) }),
);

/** PUT /api/messages/{id}/draft: the reply being written; an empty body removes the draft. */
export const ZSaveDraftRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.pipe(
      z.pipe(
        z.optional(z.union([z.string(), z.null()])),
        z.transform((v) => v ?? ''),
      ),
      z.string().check(z.maxLength(REPLY_MAX_LENGTH, `Reply must be at most ${REPLY_MAX_LENGTH} characters`)),
    ),
  }),
);
export type TSaveDraftRequest = z.input<typeof ZSaveDraftRequestSchema>;

/**
 * POST /api/messages/{id}/reply: stored on the conversation and e-mailed to the sender (Reply-To: the
 * agent's e-mail). Clears the draft and marks the conversation read.
 */
export const ZReplyRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.pipe(
      z.pipe(
        z.optional(z.union([z.string(), z.null()], { error: EMPTY_REPLY_MESSAGE })),
        z.transform((v) => (v ?? '').trim()),
      ),
      z.string().check(z.minLength(1, EMPTY_REPLY_MESSAGE), z.maxLength(REPLY_MAX_LENGTH, `Reply must be at most ${REPLY_MAX_LENGTH} characters`)),
    ),
  }),
);
export type TReplyRequest = z.input<typeof ZReplyRequestSchema>;

/** POST /api/messages/{id}/forward: e-mails the inquiry (with an optional note) to another address. */
export const ZForwardRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    to: ZEmailSchema,
    note: z.pipe(
      z.pipe(
        z.optional(z.union([z.string(), z.null()])),
        z.transform((v) => (v ?? '').trim() || null),
      ),
      z.nullable(z.string().check(z.maxLength(FORWARD_NOTE_MAX_LENGTH, `Note must be at most ${FORWARD_NOTE_MAX_LENGTH} characters`))),
    ),
  }),
);
export type TForwardRequest = z.input<typeof ZForwardRequestSchema>;
