import type { TCurrentUser } from '@shared/schemas/user.schema';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { readSubscriptionStanding } from '../subscriptions/subscription-standing';
import { toCurrentUser } from './to-current-user';

/** GET /api/auth/user: the session's user, with what their subscription allows now (a trial may have ended since the session was cached). */
export async function getCurrentUser(deps: TDeps, auth: TUserActor): Promise<TCurrentUser> {
  return toCurrentUser(auth, await readSubscriptionStanding(deps, auth.user, auth.profile));
}
