import { MLS_TRUST_MESSAGES } from '@shared/constants/mls-trust';
import type { TMlsTestResult } from '@shared/schemas/mls.schema';
import type { TMailSender } from '../../adapters/mail/mail';
import type { TMlsConfigurationRecord } from '../../data/mls-records';
import type { TDeps } from '../deps';
import { normalized } from '../mls/ownership/mls-membership';
import { markMemberVerified } from './member-holder';
import { mlsSourceOf } from './mls-source';
import { isMemberVerified, memberIdOfKind } from './proven-members';

/**
 * RETS names the member who logged in (the Login reply's `User=…,<agent code>`). A registered MLS's configuration
 * whose agent MLS ID is that code is verified by its own Test; another code leaves it claimed, and says why.
 * Nothing to say (null) for a private feed, an id verified already, or a configuration without an agent id.
 */
export async function verifyByRetsLogin(
  deps: TDeps & { mail: TMailSender },
  config: TMlsConfigurationRecord,
  loggedInMemberId: string | null,
): Promise<NonNullable<TMlsTestResult['verification']> | null> {
  const agentId = memberIdOfKind(config, 'agent');
  if (agentId === null || isMemberVerified(config, 'agent')) return null;
  const source = await mlsSourceOf(deps, config);
  if (source.kind !== 'registered') return null;
  if (normalized(loggedInMemberId) !== agentId)
    return { status: 'claimed', message: MLS_TRUST_MESSAGES.retsLoginMismatch(config.agentMlsId!.trim(), loggedInMemberId?.trim() || null) };
  await markMemberVerified(deps, {
    userId: config.userId,
    configId: config.id,
    mlsId: source.entry.id,
    mlsName: source.entry.name,
    kind: 'agent',
    by: 'rets-login',
  });
  return { status: 'verified', message: MLS_TRUST_MESSAGES.verified('agent') };
}
