import type { TUserActor } from '../actor';
import { listBrokerageMemberIds } from '../brokerage/list-brokerage-member-ids';
import type { TDeps } from '../deps';

/** Whose numbers the caller sees: an agent their own, a broker theirs and their approved agents'. */
export async function analyticsScopeOf(deps: TDeps, auth: TUserActor): Promise<{ isTeam: boolean; memberIds: string[] }> {
  const isTeam = auth.profile.role === 'BROKER';
  const memberIds = isTeam ? await listBrokerageMemberIds(deps, { userId: auth.user.id, brokerageName: auth.profile.brokerageName }) : [auth.user.id];
  return { isTeam, memberIds };
}
