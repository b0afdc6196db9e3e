import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { MLS_MEMBER_KINDS, MLS_MEMBER_STATUSES, MLS_REVIEW_STATUSES, MLS_VERIFICATION_CODE_LENGTH, MLS_VERIFIED_BY } from '../constants/mls-trust';

const kind = /* @__PURE__ */ lazySchema(() => z.enum(MLS_MEMBER_KINDS, { error: 'Kind must be agent or office' }));

/**
 * One MLS id of a configuration and where it stands: `claimed` imports nothing; `verified` is the MLS's word.
 * `codeSentTo` (masked) and `codeExpiresAt` while a code waits; `reviewRequestedAt` while a review waits.
 */
export const ZMlsMemberVerificationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    kind,
    mlsId: z.string(),
    status: z.enum(MLS_MEMBER_STATUSES),
    verifiedAt: z.nullable(z.string()),
    /**
     * How: 'code' (e-mail from the MLS's Member/Office record), 'rets-login' (the Login named the member), 'review'
     * (an admin), 'account' (the account proved it with another configuration of the same MLS).
     */
    verifiedBy: z.nullable(z.enum(MLS_VERIFIED_BY)),
    codeSentTo: z.nullable(z.string()),
    codeExpiresAt: z.nullable(z.string()),
    reviewRequestedAt: z.nullable(z.string()),
  }),
);
export type TMlsMemberVerification = z.output<typeof ZMlsMemberVerificationSchema>;

/** Where a configuration's listings come from: a registered MLS (ids from its entry, members verified) or a private feed. */
export const ZMlsSourceSchema = /* @__PURE__ */ lazySchema(() =>
  z.union([z.object({ kind: z.literal('registered'), mlsId: z.string(), mlsName: z.string() }), z.object({ kind: z.literal('private') })]),
);
export type TMlsSource = z.output<typeof ZMlsSourceSchema>;

/** POST /api/mls/configurations/{id}/verification/code */
export const ZSendMlsVerificationCodeRequestSchema = /* @__PURE__ */ lazySchema(() => z.object({ kind: z._default(kind, 'agent') }));
export const ZSendMlsVerificationCodeResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ message: z.string(), sentTo: z.string(), expiresAt: z.string() }),
);
export type TSendMlsVerificationCodeResponse = z.output<typeof ZSendMlsVerificationCodeResponseSchema>;

/** POST /api/mls/configurations/{id}/verification/confirm */
export const ZConfirmMlsVerificationCodeRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    kind: z._default(kind, 'agent'),
    code: z
      .string({ error: 'Enter the 6-digit code' })
      .check(z.trim(), z.regex(new RegExp(`^\\d{${MLS_VERIFICATION_CODE_LENGTH}}$`), 'Enter the 6-digit code')),
  }),
);

/** POST /api/mls/configurations/{id}/verification/review: for an MLS that gives no address. */
export const ZRequestMlsReviewRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    kind: z._default(kind, 'agent'),
    note: z._default(z.string().check(z.trim(), z.maxLength(500, 'Must be at most 500 characters')), ''),
  }),
);

/** A request that an admin checks a member's MLS id with the MLS (as the admin screen lists it). */
export const ZMlsReviewSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(MLS_REVIEW_STATUSES),
    mlsId: z.string(),
    mlsName: z.string(),
    kind,
    memberMlsId: z.string(),
    configId: z.string(),
    userId: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    note: z.string(),
    createdAt: z.string(),
    decidedAt: z.nullable(z.string()),
    reason: z.nullable(z.string()),
  }),
);
export type TMlsReview = z.output<typeof ZMlsReviewSchema>;

export const ZMlsReviewListResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ items: z.array(ZMlsReviewSchema) }));
export const ZMlsReviewListQuerySchema = /* @__PURE__ */ lazySchema(() => z.object({ status: z._default(z.enum(MLS_REVIEW_STATUSES), 'pending') }));
export const ZMlsReviewIdParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: z.string().check(z.regex(/^[\w-]{1,128}$/, 'Invalid id')) }));

/** POST /api/admin/mls-reviews/{id}/decision */
export const ZDecideMlsReviewRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    decision: z.enum(['grant', 'refuse'], { error: 'Decision must be grant or refuse' }),
    reason: z._default(z.string().check(z.trim(), z.maxLength(500, 'Must be at most 500 characters')), ''),
  }),
);
export type TDecideMlsReviewRequest = z.input<typeof ZDecideMlsReviewRequestSchema>;
