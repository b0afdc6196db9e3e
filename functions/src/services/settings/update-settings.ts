import type { TSettings, TUpdateSettings } from '@shared/schemas/settings.schema';
import { getSettings as loadSettings, putSettings } from '../../data/profile-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toSettings } from './to-settings';

/**
 * Saves the Settings form for the caller only.
 * 1. start from what is stored (or the defaults); fields the form omitted stay as they are
 * 2. store the whole settings item and answer it
 */
export async function updateSettings(deps: TDeps, auth: TUserActor, input: TUpdateSettings): Promise<TSettings> {
  const current = toSettings(await loadSettings(deps.db, auth.user.id));
  const next = {
    userId: auth.user.id,
    emailNotifications: input.emailNotifications ?? current.emailNotifications,
    pushNotifications: input.pushNotifications ?? current.pushNotifications,
    marketingEmails: input.marketingEmails ?? current.marketingEmails,
    twoFactor: input.twoFactor ?? current.twoFactor,
    profileVisibility: input.profileVisibility ?? current.profileVisibility,
    contactVisibility: input.contactVisibility ?? current.contactVisibility,
    updatedAt: deps.clock.now().toISOString(),
  };
  await putSettings(deps.db, next);
  return toSettings(next);
}
