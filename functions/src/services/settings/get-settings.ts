import type { TSettings } from '@shared/schemas/settings.schema';
import { getSettings as loadSettings } from '../../data/profile-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toSettings } from './to-settings';

/** The caller's settings (defaults until first saved). */
export async function getSettings(deps: TDeps, auth: TUserActor): Promise<TSettings> {
  return toSettings(await loadSettings(deps.db, auth.user.id));
}
