import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

/**
 * The kinds of automated mail one unsubscribe link stops for its address: 'agent-mail' one agent's mail to
 * a visitor (thank-you, second message), 'lead-alerts' lead alert e-mails and digests, 'search-alerts'
 * saved-search e-mails.
 */
export const MAIL_KINDS = ['agent-mail', 'lead-alerts', 'search-alerts'] as const;
export type TMailKind = (typeof MAIL_KINDS)[number];

/** What one suppression of an address covers: one kind of mail (an unsubscribe), or 'all' (a hard bounce or a complaint). */
export const SUPPRESSION_SCOPES = ['all', ...MAIL_KINDS] as const;
export type TSuppressionScope = (typeof SUPPRESSION_SCOPES)[number];

/** 'removal-request': the address's owner had their details removed (issue 44) and gets nothing more. */
export const SUPPRESSION_REASONS = ['bounce', 'complaint', 'unsubscribe', 'removal-request'] as const;
export type TSuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** One thing suppressed for the caller's own address; `agentId`/`agentName` say whose mail for 'agent-mail', else null. */
export const ZMailSuppressionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    scope: z.enum(SUPPRESSION_SCOPES),
    agentId: z.nullable(z.string()),
    agentName: z.nullable(z.string()),
    reason: z.enum(SUPPRESSION_REASONS),
    since: z.string(),
  }),
);
export type TMailSuppression = z.infer<typeof ZMailSuppressionSchema>;

/** GET /api/settings/mail-suppressions and the answer to a lift: what is suppressed for the caller's own address, newest first. */
export const ZMailSuppressionsResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ email: z.string(), items: z.array(ZMailSuppressionSchema) }));
export type TMailSuppressionsResponse = z.infer<typeof ZMailSuppressionsResponseSchema>;

export const LIFT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to lift this.';
export const SUPPRESSION_NOT_FOUND_MESSAGE = 'Nothing like that is suppressed for your address.';

/**
 * POST /api/settings/mail-suppressions/lift: lifts one suppression of the caller's own address (`agentId`
 * names the agent for 'agent-mail'), after the current password (400 when wrong, with back-off; 404 when
 * nothing like it is suppressed).
 */
export const ZLiftMailSuppressionRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    scope: z.enum(SUPPRESSION_SCOPES, { error: 'Choose what to lift' }),
    agentId: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64)))),
    currentPassword: z.string({ error: LIFT_PASSWORD_REQUIRED_MESSAGE }).check(z.minLength(1, LIFT_PASSWORD_REQUIRED_MESSAGE), z.maxLength(256)),
  }),
);
export type TLiftMailSuppressionRequest = z.input<typeof ZLiftMailSuppressionRequestSchema>;
