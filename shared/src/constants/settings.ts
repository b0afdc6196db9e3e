/** The Settings screen (spec: Settings; §3 settings object). */

/** Who may open the public profile (/agent/:id, /broker/:id). The owner always can. */
export const PROFILE_VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Public', description: 'Anyone can view your profile' },
  { value: 'registered', label: 'Registered users', description: 'Only signed-in users can view your profile' },
  { value: 'private', label: 'Private', description: 'Only you can view your profile' },
] as const;
export type TProfileVisibility = (typeof PROFILE_VISIBILITY_OPTIONS)[number]['value'];
export const PROFILE_VISIBILITY_VALUES = /* @__PURE__ */ PROFILE_VISIBILITY_OPTIONS.map((o) => o.value) as [TProfileVisibility, ...TProfileVisibility[]];

/** Who sees the phone number and e-mail on the public profile. The owner always does. */
export const CONTACT_VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Public', description: 'Everyone who can see your profile' },
  { value: 'agents', label: 'Agents only', description: 'Only signed-in agents and brokers' },
  { value: 'private', label: 'Private', description: 'Nobody; visitors use the contact form' },
] as const;
export type TContactVisibility = (typeof CONTACT_VISIBILITY_OPTIONS)[number]['value'];
export const CONTACT_VISIBILITY_VALUES = /* @__PURE__ */ CONTACT_VISIBILITY_OPTIONS.map((o) => o.value) as [TContactVisibility, ...TContactVisibility[]];

/** What a user who never saved settings has. */
export const SETTINGS_DEFAULTS = {
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  twoFactor: false,
  profileVisibility: 'public' as TProfileVisibility,
  contactVisibility: 'public' as TContactVisibility,
} as const;

/** Password change (spec §5), checked in this order. */
export const PASSWORD_FIELDS_REQUIRED_MESSAGE = 'Please fill in all password fields.';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters long';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect.';
export const PASSWORD_UNCHANGED_MESSAGE = 'The new password must be different from the current one.';
