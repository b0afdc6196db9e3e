import { keyOf, listGsi1PartitionItems, listGsi3PartitionItems, type TRawItem } from '../../data/account-holdings-repository';
import { batchDeleteItems } from '../../data/batch-items';
import * as ENTITY from '../../data/entity-names';
import * as keys from '../../data/keys';
import type { TProfileRecord } from '../../data/user-records';
import type { TDeps } from '../deps';
import { returnHeldLeads } from '../team-leads/return-held-leads';
import { currentTeamOf } from '../team-leads/team-pool-access';
import { deletePartitions } from './erase-listings';

/**
 * A closed account's place in a team lead pool (before its brokerage membership goes):
 * - a broker's pool goes whole: its leads' pool items, its rules, its members' availability;
 * - a member's own leads leave the pool (the leads themselves are gone), so does their availability, and the
 *   leads they hold go back to the pool for the team (each move kept in the lead's history, as a return).
 */
export async function eraseTeamPoolPlace(deps: Pick<TDeps, 'db' | 'clock'>, userId: string, own: readonly TRawItem[]): Promise<void> {
  const { db } = deps;
  await batchDeleteItems(db, (await listGsi1PartitionItems(db, keys.teamLeadsPartition(userId))).map(keyOf));
  await deletePartitions(deps, [keys.teamPoolPartition(userId)]);
  const profile = own.find((item) => item.entity === ENTITY.profile) as Pick<TProfileRecord, 'userId' | 'role' | 'brokerageName'> | undefined;
  const team = profile ? await currentTeamOf(deps as TDeps, profile) : null;
  if (!team || team.isBroker) return;
  await batchDeleteItems(db, [
    ...(await listGsi3PartitionItems(db, keys.teamLeadsFromPartition(team.brokerId, userId))).map(keyOf),
    keys.teamPoolAvailability(team.brokerId, userId),
  ]);
  await returnHeldLeads(deps, { brokerId: team.brokerId, memberId: userId, byId: null });
}
