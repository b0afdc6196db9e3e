import type { TListLeadsFilters, TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import { listAllLeadsOfAgent } from '../../data/agent-leads-repository';
import { listLeadPipelines } from '../../data/lead-pipeline-repository';
import { listCrmDeliveries } from '../../data/crm-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { engagementByEmail } from './engagement';
import { toPipelineLead } from './to-pipeline-lead';

/** At most this many leads per answer; `total` says how many matched. */
export const MAX_PIPELINE_LEADS = 200;

/**
 * The caller's leads with their pipeline state and score.
 * 1. read every lead of the agent (one index), every state they set and every CRM delivery (one partition each), together
 * 2. score each lead from its answers and the same person's other leads of this agent
 * 3. filter, search, sort (score: highest first, then newest) and cut to the first MAX_PIPELINE_LEADS
 */
export async function listPipelineLeads(deps: TDeps, auth: TUserActor, query: TListLeadsFilters): Promise<{ items: TPipelineLead[]; total: number }> {
  const matching = await matchingPipelineLeads(deps, auth, query);
  return { items: matching.slice(0, MAX_PIPELINE_LEADS), total: matching.length };
}

/** Every lead of the caller that matches the query, sorted (the CSV export takes them all). */
export async function matchingPipelineLeads(deps: TDeps, auth: TUserActor, query: TListLeadsFilters): Promise<TPipelineLead[]> {
  const [leads, states, crmDeliveries] = await Promise.all([listAllLeadsOfAgent(deps.db, auth.user.id), listLeadPipelines(deps.db, auth.user.id), listCrmDeliveries(deps.db, auth.user.id)]);
  const engagement = engagementByEmail(leads);
  const search = query.q?.toLowerCase();
  const matching = leads
    .map((lead) => toPipelineLead(lead, states.get(lead.id), engagement.get(lead.email), crmDeliveries.get(lead.id)))
    .filter(
      (lead) =>
        (!query.status || lead.status === query.status) &&
        (!query.source || lead.source === query.source) &&
        (!query.listingId || lead.listingId === query.listingId) &&
        (!query.from || lead.createdAt.slice(0, 10) >= query.from) &&
        (!query.to || lead.createdAt.slice(0, 10) <= query.to) &&
        (!search || lead.name.toLowerCase().includes(search) || lead.email.includes(search)),
    );
  if (query.sort === 'score') matching.sort((a, b) => b.score - a.score || b.createdAt.localeCompare(a.createdAt));
  return matching;
}
