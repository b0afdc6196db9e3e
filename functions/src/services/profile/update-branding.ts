import type { TBranding, TUpdateBranding } from '@shared/schemas/profile.schema';
import { updateBranding as storeBranding } from '../../data/profile-repository';
import type { TUserActor } from '../actor';
import { forgetSessionsOfUser } from '../auth/session-cache';
import type { TDeps } from '../deps';
import { toBranding } from './to-branding';

/**
 * Saves the Theme form (agents and brokers; the route enforces the role).
 * 1. store every field the form sent (validated, lists normalised by the schema); omitted fields stay
 * 2. forget the cached sessions of the user, so the next current-user call shows the change
 * 3. answer the branding as stored
 */
export async function updateBranding(deps: TDeps, auth: TUserActor, input: TUpdateBranding): Promise<TBranding> {
  const profile = await storeBranding(deps.db, auth.user.id, input, deps.clock.now().toISOString());
  forgetSessionsOfUser(auth.user.id);
  return toBranding(profile);
}
