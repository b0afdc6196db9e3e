import type { TBranding } from '@shared/schemas/profile.schema';
import { getAccountRecords } from '../../data/profile-repository';
import { unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toBranding } from './to-branding';

/**
 * The caller's branding for the Theme screen.
 * 1. read the profile from the table (not the session cache: another device may have just saved it)
 * 2. fill never-set fields with the spec's sample defaults and name them in `defaults`
 * Buyers get the same shape with canCustomize=false (the screen shows 'Access Restricted').
 */
export async function getBranding(deps: TDeps, auth: TUserActor): Promise<TBranding> {
  const account = await getAccountRecords(deps.db, auth.user.id);
  if (!account) throw unauthorized();
  return toBranding(account.profile);
}
