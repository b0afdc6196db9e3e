import { LEADS_PAGE_SIZE } from '@shared/constants/lead-capture';
import type { TListLeadsFilters, TListLeadsPageQuery, TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import { listAllLeadsOfAgent } from '../../data/agent-leads-repository';
import { listBuyerEngagements } from '../../data/buyer-engagement-repository';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { listLeadPipelines } from '../../data/lead-pipeline-repository';
import { listCrmDeliveries } from '../../data/crm-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { engagementByLead } from './engagement';
import { toPipelineLead } from './to-pipeline-lead';

type TLeadPlace = Pick<TPipelineLead, 'score' | 'createdAt' | 'id'>;

/** Newest first, or by score: highest first, then newest. The id breaks ties, so every lead has one place and a cursor one position. */
const leadOrder = (sort: TListLeadsFilters['sort']) => (a: TLeadPlace, b: TLeadPlace) =>
  (sort === 'score' ? b.score - a.score : 0) || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

const CURSOR_ATTRIBUTES = ['score', 'createdAt', 'id'] as const;

/**
 * One page of the caller's leads with their pipeline state and score.
 * 1. read every lead of the agent and every state they set, score, filter and sort them (`matchingPipelineLeads`)
 * 2. resume right after the lead the cursor names: a lead arriving between two pages shifts nothing
 */
export async function listPipelineLeads(
  deps: TDeps,
  auth: TUserActor,
  { cursor, ...filters }: TListLeadsPageQuery,
): Promise<{ items: TPipelineLead[]; total: number; nextCursor: string | null }> {
  const cursorQuery = { ...filters, userId: auth.user.id };
  const after = decodeCursor(cursor, cursorQuery, CURSOR_ATTRIBUTES);
  const matching = await matchingPipelineLeads(deps, auth, filters);
  const order = leadOrder(filters.sort);
  const start = after ? matching.findIndex((lead) => order(lead, { score: Number(after.score), createdAt: after.createdAt ?? '', id: after.id ?? '' }) > 0) : 0;
  const items = start === -1 ? [] : matching.slice(start, start + LEADS_PAGE_SIZE);
  const last = items.at(-1);
  const hasMore = start !== -1 && start + LEADS_PAGE_SIZE < matching.length;
  return {
    items,
    total: matching.length,
    nextCursor: hasMore && last ? encodeCursor({ score: String(last.score), createdAt: last.createdAt, id: last.id }, cursorQuery) : null,
  };
}

/**
 * Every lead of the caller that matches the filters, sorted (the CSV export takes them all).
 * 1. read every lead of the agent (one index), every state they set and what signed-in buyers viewed and saved (one partition), and
 *    every CRM delivery (one partition), together
 * 2. score each lead from its answers, the same person's other leads of this agent and their account's views and saves
 * 3. filter, search and sort
 */
export async function matchingPipelineLeads(deps: TDeps, auth: TUserActor, query: TListLeadsFilters): Promise<TPipelineLead[]> {
  const [leads, states, buyers, crmDeliveries] = await Promise.all([
    listAllLeadsOfAgent(deps.db, auth.user.id),
    listLeadPipelines(deps.db, auth.user.id),
    listBuyerEngagements(deps.db, auth.user.id),
    listCrmDeliveries(deps.db, auth.user.id),
  ]);
  const engagement = engagementByLead(leads, buyers);
  const search = query.q?.toLowerCase();
  return leads
    .map((lead) => toPipelineLead(lead, states.get(lead.id), engagement.get(lead.id), crmDeliveries.get(lead.id)))
    .filter(
      (lead) =>
        (!query.status || lead.status === query.status) &&
        (!query.source || lead.source === query.source) &&
        (!query.listingId || lead.listingId === query.listingId) &&
        (!query.from || lead.createdAt.slice(0, 10) >= query.from) &&
        (!query.to || lead.createdAt.slice(0, 10) <= query.to) &&
        (!search || lead.name.toLowerCase().includes(search) || lead.email.includes(search)),
    )
    .sort(leadOrder(query.sort));
}
