import { SETTINGS_DEFAULTS } from '@shared/constants/settings';
import type { TSettings } from '@shared/schemas/settings.schema';
import type { TSettingsRecord } from '../../data/user-records';

/** Stored settings, or the defaults for a user who never saved any. */
export function toSettings(record: TSettingsRecord | null): TSettings {
  return {
    emailNotifications: record?.emailNotifications ?? SETTINGS_DEFAULTS.emailNotifications,
    pushNotifications: record?.pushNotifications ?? SETTINGS_DEFAULTS.pushNotifications,
    marketingEmails: record?.marketingEmails ?? SETTINGS_DEFAULTS.marketingEmails,
    twoFactor: record?.twoFactor ?? SETTINGS_DEFAULTS.twoFactor,
    profileVisibility: record?.profileVisibility ?? SETTINGS_DEFAULTS.profileVisibility,
    contactVisibility: record?.contactVisibility ?? SETTINGS_DEFAULTS.contactVisibility,
    updatedAt: record?.updatedAt ?? null,
  };
}
