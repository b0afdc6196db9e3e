import { getLeadPipeline } from '../../data/lead-pipeline-repository';
import { getTeamLead, getTeamPool, moveTeamLead } from '../../data/team-lead-repository';
import type { TTeamLeadDeps } from './team-lead-deps';
import { returnDueAt, scheduleReturn } from './assignment-effects';

/**
 * The return schedule fired: the lead goes back to the pool if the same member still holds it since the same
 * time and has not contacted it (their status of it still New), once the broker's hours are up.
 * - another holder, or the same one again since: their own schedule decides; the rule turned off: stays
 * - the broker made the hours longer since it was set: set again for the new time
 * The move is conditional on the holder read, so a claim or assignment meanwhile wins.
 */
export async function returnUncontactedLead(
  deps: TTeamLeadDeps,
  input: { leadId: string; holderId: string; heldSince: string },
): Promise<'returned' | 'kept' | 'rescheduled'> {
  const lead = await getTeamLead(deps.db, input.leadId);
  if (!lead || lead.holderId !== input.holderId || lead.heldSince !== input.heldSince) return 'kept';
  const [{ rules }, state] = await Promise.all([getTeamPool(deps.db, lead.brokerId), getLeadPipeline(deps.db, input.holderId, input.leadId)]);
  const hours = rules?.returnAfterHours ?? null;
  if (!hours || (state && state.status !== 'new')) return 'kept';
  if (deps.clock.now() < returnDueAt(input.heldSince, hours)) {
    await scheduleReturn(deps, input, hours);
    return 'rescheduled';
  }
  const move = { action: 'auto-returned' as const, at: deps.clock.now().toISOString(), toId: null, byId: null };
  return (await moveTeamLead(deps.db, lead, { holderId: input.holderId, heldSince: input.heldSince }, move)) ? 'returned' : 'kept';
}
