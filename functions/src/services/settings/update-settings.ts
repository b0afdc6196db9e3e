import type { TSettings, TUpdateSettings } from '@shared/schemas/settings.schema';
import { putSettings } from '../../data/profile-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { getSettings } from './get-settings';
import { toSettings } from './to-settings';

/**
 * Saves the Settings form for the caller only.
 * 1. start from what is stored (or the defaults); fields the form omitted stay as they are
 * 2. store the whole settings item and answer it; twoFactor is not a preference: it follows the
 *    two-factor enrolment, which only its own routes change
 */
export async function updateSettings(deps: TDeps, auth: TUserActor, input: TUpdateSettings): Promise<TSettings> {
  const current = await getSettings(deps, auth);
  const next = {
    userId: auth.user.id,
    emailNotifications: input.emailNotifications ?? current.emailNotifications,
    pushNotifications: input.pushNotifications ?? current.pushNotifications,
    marketingEmails: input.marketingEmails ?? current.marketingEmails,
    twoFactor: current.twoFactor,
    profileVisibility: input.profileVisibility ?? current.profileVisibility,
    contactVisibility: input.contactVisibility ?? current.contactVisibility,
    updatedAt: deps.clock.now().toISOString(),
  };
  await putSettings(deps.db, next);
  return toSettings(next);
}
