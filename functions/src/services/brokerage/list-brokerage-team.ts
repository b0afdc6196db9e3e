import type { TBrokerageTeamResponse, TTeamMember } from '@shared/schemas/brokerage.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { getBrokerageWithMemberships } from '../../data/brokerage-repository';
import type { TMembershipRecord } from '../../data/brokerage-records';
import { getAccountRecords } from '../../data/profile-repository';
import { unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';

/**
 * The Team card: the pending requests and the members of the calling broker's brokerage (brokers only:
 * the route enforces the role).
 * 1. read the broker's profile as stored; no brokerage name, or a name another broker owns → empty lists
 * 2. read the brokerage's partition (its owner and every membership made to that owner)
 * 3. name each agent from their profile; oldest request first
 */
export async function listBrokerageTeam(deps: TDeps, auth: TUserActor): Promise<TBrokerageTeamResponse> {
  const account = await getAccountRecords(deps.db, auth.user.id);
  if (!account) throw unauthorized();
  const brokerageName = account.profile.brokerageName;
  if (!brokerageName) return { brokerageName: null, pending: [], members: [] };
  const { brokerage, memberships } = await getBrokerageWithMemberships(deps.db, brokerageName);
  if (brokerage?.brokerId !== auth.user.id) return { brokerageName, pending: [], members: [] };
  const current = memberships.filter((m): m is TMembershipRecord & { status: TTeamMember['status'] } => m.status === 'pending' || m.status === 'approved');
  const summaries = await getAgentSummaries(
    deps.db,
    current.map((m) => m.agentId),
  );
  const team = current
    .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt))
    .map((m): TTeamMember => {
      const agent = summaries.get(m.agentId);
      return {
        userId: m.agentId,
        displayName: agent?.name ?? 'Unknown agent',
        photoUrl: agent?.photoUrl ?? null,
        status: m.status,
        requestedAt: m.requestedAt,
        decidedAt: m.decidedAt,
      };
    });
  return { brokerageName: brokerage.name, pending: team.filter((m) => m.status === 'pending'), members: team.filter((m) => m.status === 'approved') };
}
