import { listGsi2PartitionItems } from '../../data/account-holdings-repository';
import * as keys from '../../data/keys';
import { moveTeamLead } from '../../data/team-lead-repository';
import type { TDeps } from '../deps';

/**
 * The leads a member holds in their broker's pool go back to it (each move kept in the lead's history, as a
 * return), when the member leaves the team: removed by the broker, or their account closed. Nobody else could
 * act on them, and the rule's return schedule, if any, would not come for leads held before it was set.
 */
export async function returnHeldLeads(deps: Pick<TDeps, 'db' | 'clock'>, input: { brokerId: string; memberId: string; byId: string | null }): Promise<void> {
  for (const held of await listGsi2PartitionItems(deps.db, keys.teamLeadsHeldPartition(input.brokerId, input.memberId))) {
    const move = { action: 'returned' as const, at: deps.clock.now().toISOString(), toId: null, byId: input.byId };
    await moveTeamLead(
      deps.db,
      { leadId: String(held.leadId), brokerId: input.brokerId },
      { holderId: input.memberId, heldSince: String(held.heldSince) },
      move,
    );
  }
}
