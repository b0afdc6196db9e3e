import type { TMlsMemberKind, TMlsVerifiedBy } from '@shared/constants/mls-trust';
import type { TMailSender } from '../../adapters/mail/mail';
import { getMemberHolder, recordMemberHolder } from '../../data/mls-member-repository';
import { getMlsConfiguration, listMlsConfigurations } from '../../data/mls-configuration-repository';
import { listMlsRegistry } from '../../data/mls-registry-repository';
import { sourceOfConfig } from './mls-source';
import type { TMlsConfigurationRecord } from '../../data/mls-records';
import { getUserWithProfile } from '../../data/user-repository';
import { mailableAddressOf } from '../mail-trust/account-address';
import { logger } from '../../platform/logger';
import type { TDeps } from '../deps';
import { memberTakenOverMail, memberVerifiedMail } from './member-mails';
import { memberIdOfKind } from './proven-members';

export type TVerifiedBy = Exclude<TMlsVerifiedBy, 'account'>;
const HOW: Record<TVerifiedBy, string> = {
  code: 'by a code sent to the address the MLS gives',
  'rets-login': 'by its RETS login',
  review: 'by an administrator’s review',
};
const ATTEMPTS = 4;

/** A configuration changed by someone else meanwhile (its checks, or the holder): read again. */
class VerificationRaced extends Error {}

/**
 * The MLS said the configuration's id of `kind` is its member's: 1. read who holds the id 2. in one transaction
 * make this configuration its holder, record the check, and withdraw the previous holder's verification (one
 * verified holder per MLS and id) 3. tell both by e-mail. The previous holder's listings pass to this member as
 * its syncs reach them (a listing only stays with a verified owner). Answers the configuration as written.
 */
export async function markMemberVerified(
  deps: TDeps & { mail: TMailSender },
  input: { userId: string; configId: string; mlsId: string; mlsName: string; kind: TMlsMemberKind; by: TVerifiedBy },
): Promise<TMlsConfigurationRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await recordOnce(deps, input);
    } catch (error) {
      if (!(error instanceof VerificationRaced) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function recordOnce(
  deps: TDeps & { mail: TMailSender },
  input: { userId: string; configId: string; mlsId: string; mlsName: string; kind: TMlsMemberKind; by: TVerifiedBy },
): Promise<TMlsConfigurationRecord> {
  const config = await getMlsConfiguration(deps.db, input.userId, input.configId);
  const memberId = config && memberIdOfKind(config, input.kind);
  if (!config || !memberId) throw new VerificationRaced('the configuration changed');
  const member = { mlsId: input.mlsId, kind: input.kind, memberId };
  const before = await getMemberHolder(deps.db, member);
  const previous = before && before.userId !== config.userId ? await configsHolding(deps, before.userId, member) : [];
  const now = deps.clock.now().toISOString();
  const check = { verified: { mlsId: memberId, at: now, by: input.by }, code: null, review: null };
  const holder = { ...member, userId: config.userId, configId: config.id, verifiedAt: now };
  if (!(await recordMemberHolder(deps.db, { before, holder, config, check, previous }))) throw new VerificationRaced('written meanwhile');
  const mail = { mlsName: input.mlsName, kind: input.kind, memberId };
  await tell(deps, config.userId, (to) => memberVerifiedMail(to, mail, HOW[input.by]));
  if (before && before.userId !== config.userId) await tell(deps, before.userId, (to) => memberTakenOverMail(to, mail));
  return { ...config, memberChecks: { ...config.memberChecks, [input.kind]: check }, memberChecksVersion: config.memberChecksVersion + 1 };
}

/** The account's configurations of that MLS verified for that id (every one loses it when another account proves it). */
async function configsHolding(
  deps: TDeps,
  userId: string,
  member: { mlsId: string; kind: TMlsMemberKind; memberId: string },
): Promise<TMlsConfigurationRecord[]> {
  const [configs, entries] = await Promise.all([listMlsConfigurations(deps.db, userId), listMlsRegistry(deps.db)]);
  return configs.filter((candidate) => {
    const source = sourceOfConfig(entries, candidate);
    return source.kind === 'registered' && source.entry.id === member.mlsId && candidate.memberChecks[member.kind].verified?.mlsId === member.memberId;
  });
}

/** Mail to an account's own address, once confirmed and while it has not bounced or complained; a failure is logged, not thrown (the verification stands). */
async function tell(deps: TDeps & { mail: TMailSender }, userId: string, mailTo: (to: string) => Parameters<TMailSender['send']>[0]): Promise<void> {
  const account = await getUserWithProfile(deps.db, userId);
  const to = account && (await mailableAddressOf(deps, account.user, 'direct'));
  if (!to) return;
  await deps.mail.send(mailTo(to)).catch((error: unknown) => logger.warn('member verification mail failed', { userId, error: (error as Error).message }));
}
