import * as z from 'zod';
import { CONTACT_VISIBILITY_VALUES, PROFILE_VISIBILITY_VALUES } from '../constants/settings';
import { switchField } from './form-fields.schema';

/**
 * GET /api/settings and the answer to PUT /api/settings (any signed-in user; stored per user).
 * Defaults (SETTINGS_DEFAULTS) until saved; `updatedAt` is null until then.
 * Visibility is enforced by the public profile routes. twoFactor is stored as a preference only.
 */
export const ZSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  twoFactor: z.boolean(),
  profileVisibility: z.enum(PROFILE_VISIBILITY_VALUES),
  contactVisibility: z.enum(CONTACT_VISIBILITY_VALUES),
  updatedAt: z.string().nullable(),
});
export type TSettings = z.infer<typeof ZSettingsSchema>;

/** PUT /api/settings: the whole Settings form; an omitted field keeps its stored value. */
export const ZUpdateSettingsRequestSchema = z.object({
  emailNotifications: switchField('Email notifications'),
  pushNotifications: switchField('Push notifications'),
  marketingEmails: switchField('Marketing emails'),
  twoFactor: switchField('Two-factor authentication'),
  profileVisibility: z.enum(PROFILE_VISIBILITY_VALUES, { error: 'Choose public, registered or private' }).optional(),
  contactVisibility: z.enum(CONTACT_VISIBILITY_VALUES, { error: 'Choose public, agents or private' }).optional(),
});
export type TUpdateSettingsRequest = z.input<typeof ZUpdateSettingsRequestSchema>;
export type TUpdateSettings = z.output<typeof ZUpdateSettingsRequestSchema>;
