import { NO_PENDING_REQUEST, NOT_A_TEAM_MEMBER, type TBrokerageTeamResponse } from '@shared/schemas/brokerage.schema';
import { transitionMembership } from '../../data/brokerage-repository';
import type { TMembershipState } from '../../data/brokerage-records';
import { getAccountRecords } from '../../data/profile-repository';
import { conflict, notFound, unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { returnHeldLeads } from '../team-leads/return-held-leads';
import { listBrokerageTeam } from './list-brokerage-team';

/** The moves a broker may make on their team, each from exactly one state. */
export const TEAM_MOVES = {
  approve: { from: 'pending', to: 'approved', refusal: NO_PENDING_REQUEST },
  decline: { from: 'pending', to: 'declined', refusal: NO_PENDING_REQUEST },
  remove: { from: 'approved', to: 'removed', refusal: NOT_A_TEAM_MEMBER },
} as const satisfies Record<string, { from: TMembershipState; to: TMembershipState; refusal: string }>;

/**
 * Approve or decline a request, or remove a member, of the calling broker's brokerage.
 * 1. read the broker's brokerage name as stored (none → 404)
 * 2. move the membership with a conditional write: it must be in the move's starting state and made to
 *    this broker; no such membership → 404, one in another state → 409 (nothing changes either way)
 * 3. a removed member's held team leads go back to the pool (return-held-leads.ts)
 * 4. answer the team as it now stands
 */
export async function changeTeamMembership(
  deps: TDeps,
  auth: TUserActor,
  input: { agentId: string; move: keyof typeof TEAM_MOVES },
): Promise<TBrokerageTeamResponse> {
  const move = TEAM_MOVES[input.move];
  const account = await getAccountRecords(deps.db, auth.user.id);
  if (!account) throw unauthorized();
  const brokerageName = account.profile.brokerageName;
  if (!brokerageName) throw notFound(move.refusal);
  const result = await transitionMembership(deps.db, {
    brokerageName,
    agentId: input.agentId,
    brokerId: auth.user.id,
    from: move.from,
    to: move.to,
    now: deps.clock.now().toISOString(),
  });
  if (result === 'missing') throw notFound(move.refusal);
  if (result === 'not-allowed') throw conflict(move.refusal);
  if (input.move === 'remove') await returnHeldLeads(deps, { brokerId: auth.user.id, memberId: input.agentId, byId: auth.user.id });
  return listBrokerageTeam(deps, auth);
}
