import { SUPPORT_ANSWER_TIMES } from '@shared/constants/support';
import type { TOwnSupportRequestsResponse } from '@shared/schemas/support.schema';
import { listSupportRequestsOfUser } from '../../data/support-request-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { supportStandingOf } from './support-standing';
import { toSupportRequestView } from './support-views';

/** The Help page: the caller's requests (newest first) and the answer time their plan promises now. */
export async function listOwnSupportRequests(deps: TDeps, auth: TUserActor): Promise<TOwnSupportRequestsResponse> {
  const [{ priority }, requests] = await Promise.all([supportStandingOf(deps, auth), listSupportRequestsOfUser(deps.db, auth.user.id)]);
  return { priority, answerTime: SUPPORT_ANSWER_TIMES[priority], items: requests.map(toSupportRequestView) };
}
