import type { TMailSuppressionsResponse } from '@shared/schemas/mail-suppression.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { listMailSuppressionsOfAddress } from '../../data/mail-suppression-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';

/**
 * What is suppressed for the caller's own address (their settings), newest first.
 * 1. read the suppressions of the account's address (never another: there is no address to name)
 * 2. name the agent of each agent's-mail suppression (an account gone reads as null)
 */
export async function listOwnMailSuppressions(deps: TDeps, auth: TUserActor): Promise<TMailSuppressionsResponse> {
  const email = auth.user.email;
  const records = await listMailSuppressionsOfAddress(deps.db, email);
  const agents = await getAgentSummaries(
    deps.db,
    records.flatMap((r) => (r.agentId ? [r.agentId] : [])),
  );
  const items = records
    .map((r) => ({ scope: r.scope, agentId: r.agentId, agentName: r.agentId ? (agents.get(r.agentId)?.name ?? null) : null, reason: r.reason, since: r.at }))
    .sort((a, b) => b.since.localeCompare(a.since));
  return { email, items };
}
