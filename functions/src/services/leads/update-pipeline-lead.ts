import type { TLeadPipelineState, TUpdateLeadRequest } from '@shared/schemas/lead-pipeline.schema';
import { getLeadPipeline, putLeadPipeline } from '../../data/lead-pipeline-repository';
import { getMessage } from '../../data/message-repository';
import { getProperty } from '../../data/property-repository';
import { notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { holdsTeamLead } from '../team-leads/holds-team-lead';

export const LEAD_NOT_FOUND = 'Lead not found';

/**
 * Changes the agent's status, notes or next follow-up of one of their leads.
 * 1. the lead's conversation names its agent, or the team pool has it held by the caller (a member now):
 *    anyone else's lead → 404; the holder's state is their own (their status decides the pool's return)
 * 2. merge the given fields into the stored state (new leads start as 'new') and save it, if nobody
 *    changed its status meanwhile (409); a status change moves the analytics rollups with it
 */
export async function updatePipelineLead(deps: TDeps, auth: TUserActor, input: { id: string; changes: TUpdateLeadRequest }): Promise<TLeadPipelineState> {
  const conversation = await getMessage(deps.db, input.id);
  if (!conversation || (conversation.agentId !== auth.user.id && !(await holdsTeamLead(deps, auth, input.id)))) throw notFound(LEAD_NOT_FOUND);
  const [before, listing] = await Promise.all([
    getLeadPipeline(deps.db, auth.user.id, input.id),
    // The listing's zone: a status change counts on that zone's day (a listing deleted since: the UTC day).
    conversation.listing ? getProperty(deps.db, conversation.listing.id) : null,
  ]);
  const { changes } = input;
  const state = {
    agentId: auth.user.id,
    leadId: input.id,
    status: changes.status ?? before?.status ?? 'new',
    notes: changes.notes === undefined ? (before?.notes ?? null) : changes.notes || null,
    nextFollowUp: changes.nextFollowUp === undefined ? (before?.nextFollowUp ?? null) : changes.nextFollowUp,
    updatedAt: deps.clock.now().toISOString(),
  };
  await putLeadPipeline(deps.db, state, {
    status: before?.status ?? null,
    listing: conversation.listing && { ...conversation.listing, timeZone: listing?.timeZone ?? null },
  });
  return { id: state.leadId, status: state.status, notes: state.notes, nextFollowUp: state.nextFollowUp };
}
