import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { CONTACT_VISIBILITY_VALUES, PROFILE_VISIBILITY_VALUES } from '../constants/settings';
import { ZTwoFactorCodeSchema } from './auth.schema';
import { switchField } from './form-fields.schema';

/**
 * GET /api/settings and the answer to PUT /api/settings (any signed-in user; stored per user).
 * Defaults (SETTINGS_DEFAULTS) until saved; `updatedAt` is null until then.
 * Visibility is enforced by the public profile routes. twoFactor says whether two-factor sign-in is on; it
 * changes only through the two-factor routes below (PUT ignores it).
 */
export const ZSettingsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    marketingEmails: z.boolean(),
    twoFactor: z.boolean(),
    profileVisibility: z.enum(PROFILE_VISIBILITY_VALUES),
    contactVisibility: z.enum(CONTACT_VISIBILITY_VALUES),
    updatedAt: z.nullable(z.string()),
  }),
);
export type TSettings = z.infer<typeof ZSettingsSchema>;

/** PUT /api/settings: the whole Settings form; an omitted field keeps its stored value. */
export const ZUpdateSettingsRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    emailNotifications: switchField('Email notifications'),
    pushNotifications: switchField('Push notifications'),
    marketingEmails: switchField('Marketing emails'),
    twoFactor: switchField('Two-factor authentication'),
    profileVisibility: z.optional(z.enum(PROFILE_VISIBILITY_VALUES, { error: 'Choose public, registered or private' })),
    contactVisibility: z.optional(z.enum(CONTACT_VISIBILITY_VALUES, { error: 'Choose public, agents or private' })),
  }),
);
export type TUpdateSettingsRequest = z.input<typeof ZUpdateSettingsRequestSchema>;
export type TUpdateSettings = z.output<typeof ZUpdateSettingsRequestSchema>;

/** POST /api/settings/two-factor/setup: a new secret (text, and a QR code as an SVG data: URL for an <img>) waiting for its first code. */
export const ZTwoFactorSetupResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ secret: z.string(), otpauthUri: z.string(), qrCodeDataUrl: z.string() }),
);
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponseSchema>;

/** POST /api/settings/two-factor/enable and /disable: a current authenticator code. */
export const ZTwoFactorCodeRequestSchema = /* @__PURE__ */ lazySchema(() => z.object({ code: ZTwoFactorCodeSchema }));
export type TTwoFactorCodeRequest = z.input<typeof ZTwoFactorCodeRequestSchema>;

/** Ten one-time recovery codes, shown once: only their hashes are kept. */
export const ZTwoFactorEnabledResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ recoveryCodes: z.array(z.string()) }));
export type TTwoFactorEnabledResponse = z.infer<typeof ZTwoFactorEnabledResponseSchema>;

export const ZTwoFactorDisabledResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ twoFactor: z.literal(false) }));
