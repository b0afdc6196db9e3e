import { MLS_MEMBER_KINDS } from '@shared/constants/mls-trust';
import { getMemberHolder } from '../../data/mls-member-repository';
import { NO_MEMBER_CHECK, type TMlsConfigurationRecord } from '../../data/mls-records';
import type { TDeps } from '../deps';
import { memberIdOfKind } from './proven-members';

/**
 * A new configuration of a registered MLS starts with the ids its account proved already (another configuration of
 * the same MLS: its RETS server beside its RESO Web API) verified; every other id claimed.
 */
export async function inheritedChecksOf(
  deps: TDeps,
  config: Pick<TMlsConfigurationRecord, 'userId' | 'agentMlsId' | 'officeMlsId'>,
  mlsId: string | null,
): Promise<TMlsConfigurationRecord['memberChecks']> {
  const checks = { agent: NO_MEMBER_CHECK, office: NO_MEMBER_CHECK };
  if (mlsId === null) return checks;
  const now = deps.clock.now().toISOString();
  for (const kind of MLS_MEMBER_KINDS) {
    const memberId = memberIdOfKind(config, kind);
    if (memberId === null) continue;
    const holder = await getMemberHolder(deps.db, { mlsId, kind, memberId });
    if (holder?.userId === config.userId) checks[kind] = { ...NO_MEMBER_CHECK, verified: { mlsId: memberId, at: now, by: 'account' } };
  }
  return checks;
}
