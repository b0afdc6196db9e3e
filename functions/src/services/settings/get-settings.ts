import type { TSettings } from '@shared/schemas/settings.schema';
import { getSettings as loadSettings } from '../../data/profile-repository';
import { getTwoFactor } from '../../data/two-factor-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toSettings } from './to-settings';

/** The caller's settings (defaults until first saved); twoFactor is whether two-factor sign-in is really on. */
export async function getSettings(deps: TDeps, auth: TUserActor): Promise<TSettings> {
  const [settings, twoFactor] = await Promise.all([loadSettings(deps.db, auth.user.id), getTwoFactor(deps.db, auth.user.id)]);
  return { ...toSettings(settings), twoFactor: Boolean(twoFactor?.secretSealed) };
}
