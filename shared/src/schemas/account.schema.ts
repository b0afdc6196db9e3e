import * as z from 'zod';
import { ROLES } from '../constants/roles';
import {
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PASSWORD_FIELDS_REQUIRED_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '../constants/settings';
import { MIN_PASSWORD_LENGTH } from '../constants/limits';
import { ZEmailSchema } from './fields.schema';
import { clearableText } from './form-fields.schema';
import { ZSubscriptionStatusSchema } from './user.schema';

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists.';

/**
 * GET /api/account and the answer to PUT /api/account (any signed-in user).
 * licenseNumber and brokerageName are always null for buyers. Role badge labels: ROLE_LABELS in constants/roles.
 */
export const ZAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  subscriptionStatus: ZSubscriptionStatusSchema,
  licenseNumber: z.string().nullable(),
  brokerageName: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAccount = z.infer<typeof ZAccountSchema>;

/**
 * PUT /api/account: the Account form. firstName and email are required; the other fields may be omitted
 * (kept) or sent as null / '' (cleared). A new e-mail must not belong to another account (409, nothing
 * changes; compared case-insensitively). licenseNumber and brokerageName are for agents and brokers:
 * a buyer sending a non-empty value gets 400 (null, '' or omitted are fine). A new e-mail needs
 * `currentPassword` (400 'Current password is incorrect.' when missing or wrong; wrong answers back off).
 */
export const ZUpdateAccountRequestSchema = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(50, 'First name must be at most 50 characters'),
  lastName: z
    .union([z.string(), z.null()], { error: 'Last name must be text' })
    .optional()
    .transform((v) => (v === undefined ? undefined : (v ?? '').trim()))
    .pipe(z.string().max(50, 'Last name must be at most 50 characters').optional()),
  email: ZEmailSchema,
  phone: clearableText(40, 'Phone'),
  city: clearableText(100, 'City'),
  bio: clearableText(2000, 'Bio'),
  licenseNumber: clearableText(60, 'License number'),
  brokerageName: clearableText(120, 'Brokerage name'),
  currentPassword: z.string().max(256).optional(),
});
export type TUpdateAccountRequest = z.input<typeof ZUpdateAccountRequestSchema>;
export type TUpdateAccount = z.output<typeof ZUpdateAccountRequestSchema>;

const passwordField = z.union([z.string(), z.null()]).optional().transform((v) => v ?? '');

/**
 * POST /api/account/password (spec §5, in this order): all three fields required, new at least 8
 * characters, new = confirm. The current password is checked too (400 'Current password is incorrect.',
 * counted against the sign-in throttle: 429 when over it). Success signs out every other session.
 */
export const ZChangePasswordRequestSchema = z
  .object({ currentPassword: passwordField, newPassword: passwordField, confirmPassword: passwordField })
  .superRefine((value, ctx) => {
    const blank = (['currentPassword', 'newPassword', 'confirmPassword'] as const).filter((field) => value[field] === '');
    for (const field of blank) ctx.addIssue({ code: 'custom', path: [field], message: PASSWORD_FIELDS_REQUIRED_MESSAGE });
    if (blank.length) return;
    if (value.newPassword.length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_TOO_SHORT_MESSAGE });
    else if (value.newPassword.length > 256) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'Password must be at most 256 characters' });
    if (value.newPassword !== value.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH_MESSAGE });
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequestSchema>;

export const ZChangePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many other sessions (browsers, devices) were signed out. */
  signedOutSessions: z.number().int(),
});
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponseSchema>;
