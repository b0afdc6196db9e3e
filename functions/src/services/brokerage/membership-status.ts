import type { TMembershipStatus } from '@shared/schemas/brokerage.schema';
import { getBrokerage, getMembership } from '../../data/brokerage-repository';
import type { TProfileRecord } from '../../data/user-records';
import type { TDeps } from '../deps';

/**
 * Where a profile stands with the brokerage it names: the broker who registered the name owns it; an
 * agent counts only once that broker approved their request (a request to a previous owner of the name
 * does not count).
 */
export async function membershipStatusOf(deps: TDeps, profile: Pick<TProfileRecord, 'userId' | 'role' | 'brokerageName'>): Promise<TMembershipStatus> {
  const name = profile.brokerageName;
  if (!name || profile.role === 'BUYER') return 'none';
  const [brokerage, membership] = await Promise.all([
    getBrokerage(deps.db, name),
    profile.role === 'AGENT' ? getMembership(deps.db, name, profile.userId) : null,
  ]);
  if (!brokerage) return 'not_found';
  if (brokerage.brokerId === profile.userId) return 'owner';
  if (profile.role !== 'AGENT') return 'not_found';
  if (!membership || membership.brokerId !== brokerage.brokerId) return 'not_requested';
  return membership.status;
}

/** The brokerage a profile may show and link to: the one it owns or was approved into, else none. */
export async function confirmedBrokerageName(deps: TDeps, profile: Pick<TProfileRecord, 'userId' | 'role' | 'brokerageName'>): Promise<string | null> {
  const status = await membershipStatusOf(deps, profile);
  return status === 'owner' || status === 'approved' ? profile.brokerageName : null;
}
