import type { TTeamLead } from '@shared/schemas/team-lead.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { getLeadPipeline } from '../../data/lead-pipeline-repository';
import type { TTeamLeadRecord } from '../../data/team-lead-records';
import type { TDeps } from '../deps';

/**
 * Team leads as the pool screens show them: the names of everyone they mention (one batch read) and each
 * holder's pipeline status of it (new until they change it).
 */
export async function presentTeamLeads(deps: TDeps, records: readonly TTeamLeadRecord[]): Promise<TTeamLead[]> {
  const ids = new Set(
    records.flatMap((r) => [r.originAgentId, r.holderId, ...r.history.flatMap((move) => [move.toId, move.byId])].filter((id): id is string => Boolean(id))),
  );
  const [summaries, states] = await Promise.all([
    getAgentSummaries(deps.db, [...ids]),
    Promise.all(records.map((r) => (r.holderId ? getLeadPipeline(deps.db, r.holderId, r.leadId) : null))),
  ]);
  const person = (userId: string) => ({ userId, displayName: summaries.get(userId)?.name ?? 'Former member' });
  const personOrNull = (userId: string | null) => (userId ? person(userId) : null);
  return records.map((r, i) => ({
    id: r.leadId,
    source: r.lead.source,
    name: r.lead.name,
    email: r.lead.email,
    phone: r.lead.phone,
    message: r.lead.message,
    listingTitle: r.lead.listingTitle,
    createdAt: r.createdAt,
    from: person(r.originAgentId),
    holder: personOrNull(r.holderId),
    heldSince: r.heldSince,
    status: r.holderId ? (states[i]?.status ?? 'new') : null,
    history: r.history.map((move) => ({ action: move.action, at: move.at, to: personOrNull(move.toId), by: personOrNull(move.byId) })),
  }));
}
