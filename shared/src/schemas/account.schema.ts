import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ROLES } from '../constants/roles';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, PASSWORD_FIELDS_REQUIRED_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '../constants/settings';
import { MIN_PASSWORD_LENGTH } from '../constants/limits';
import { ZEmailSchema } from './fields.schema';
import { clearableText } from './form-fields.schema';
import { ZSubscriptionStatusSchema } from './user.schema';

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists.';

/**
 * GET /api/account and the answer to PUT /api/account (any signed-in user).
 * licenseNumber and brokerageName are always null for buyers. Role badge labels: ROLE_LABELS in constants/roles.
 */
export const ZAccountSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.nullable(z.string()),
    city: z.nullable(z.string()),
    bio: z.nullable(z.string()),
    profileImageUrl: z.nullable(z.string()),
    role: z.enum(ROLES),
    subscriptionStatus: ZSubscriptionStatusSchema,
    licenseNumber: z.nullable(z.string()),
    brokerageName: z.nullable(z.string()),
    /** Whether `email` is confirmed by its link. */
    emailVerified: z._default(z.boolean(), false),
    /** A new address waiting for its link (`email` stays the account's address until then). */
    pendingEmail: z._default(z.nullable(z.string()), null),
    updatedAt: z.string(),
  }),
);
export type TAccount = z.infer<typeof ZAccountSchema>;

/**
 * PUT /api/account: the Account form. firstName and email are required; the other fields may be omitted
 * (kept) or sent as null / '' (cleared). A new e-mail must not belong to another account (409, nothing
 * changes; compared case-insensitively). licenseNumber and brokerageName are for agents and brokers:
 * a buyer sending a non-empty value gets 400 (null, '' or omitted are fine). A new e-mail needs
 * `currentPassword` (400 'Current password is incorrect.' when missing or wrong; wrong answers back off).
 */
export const ZUpdateAccountRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    firstName: z
      .string({ error: 'First name is required' })
      .check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(50, 'First name must be at most 50 characters')),
    lastName: z.pipe(
      z.pipe(
        z.optional(z.union([z.string(), z.null()], { error: 'Last name must be text' })),
        z.transform((v) => (v === undefined ? undefined : (v ?? '').trim())),
      ),
      z.optional(z.string().check(z.maxLength(50, 'Last name must be at most 50 characters'))),
    ),
    email: ZEmailSchema,
    phone: clearableText(40, 'Phone'),
    city: clearableText(100, 'City'),
    bio: clearableText(2000, 'Bio'),
    licenseNumber: clearableText(60, 'License number'),
    brokerageName: clearableText(120, 'Brokerage name'),
    currentPassword: z.optional(z.string().check(z.maxLength(256))),
  }),
);
export type TUpdateAccountRequest = z.input<typeof ZUpdateAccountRequestSchema>;
export type TUpdateAccount = z.output<typeof ZUpdateAccountRequestSchema>;

const passwordField = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.optional(z.union([z.string(), z.null()])),
    z.transform((v) => v ?? ''),
  ),
);

/**
 * POST /api/account/password (spec §5, in this order): all three fields required, new at least 8
 * characters, new = confirm. The current password is checked too (400 'Current password is incorrect.',
 * counted against the sign-in throttle: 429 when over it). Success signs out every other session.
 */
export const ZChangePasswordRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ currentPassword: passwordField, newPassword: passwordField, confirmPassword: passwordField }).check(
    z.superRefine((value, ctx) => {
      const blank = (['currentPassword', 'newPassword', 'confirmPassword'] as const).filter((field) => value[field] === '');
      for (const field of blank) ctx.addIssue({ code: 'custom', path: [field], message: PASSWORD_FIELDS_REQUIRED_MESSAGE });
      if (blank.length) return;
      if (value.newPassword.length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_TOO_SHORT_MESSAGE });
      else if (value.newPassword.length > 256) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'Password must be at most 256 characters' });
      if (value.newPassword !== value.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH_MESSAGE });
    }),
  ),
);
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequestSchema>;

export const ZChangePasswordResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    /** How many other sessions (browsers, devices) were signed out. */
    signedOutSessions: z.number().check(z.int()),
  }),
);
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponseSchema>;
