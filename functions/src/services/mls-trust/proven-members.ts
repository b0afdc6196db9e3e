import type { TMlsMemberKind } from '@shared/constants/mls-trust';
import type { TMlsMemberVerification } from '@shared/schemas/mls-verification.schema';
import type { TMlsConfigurationRecord } from '../../data/mls-records';
import { normalized } from '../mls/ownership/mls-membership';
import type { TMlsSourceOfConfig } from './mls-source';

type TMemberFields = Pick<TMlsConfigurationRecord, 'agentMlsId' | 'officeMlsId' | 'memberChecks'>;

/** The configuration's MLS id of that kind, normalized (null when it names none). */
export const memberIdOfKind = (config: Pick<TMlsConfigurationRecord, 'agentMlsId' | 'officeMlsId'>, kind: TMlsMemberKind) =>
  normalized(kind === 'agent' ? config.agentMlsId : config.officeMlsId);

/** Whether the MLS said the id of that kind, as the configuration names it now, is this member's. */
export function isMemberVerified(config: TMemberFields, kind: TMlsMemberKind): boolean {
  const id = memberIdOfKind(config, kind);
  return id !== null && config.memberChecks[kind].verified?.mlsId === id;
}

/**
 * The ids a sync may match listings on: a private feed's as typed (its listings are its own); a registered MLS's
 * only once verified, so a claimed id imports nothing and links nothing.
 */
export function provenMembersOf(config: TMemberFields, source: TMlsSourceOfConfig): Pick<TMlsConfigurationRecord, 'agentMlsId' | 'officeMlsId'> {
  if (source.kind === 'private') return { agentMlsId: config.agentMlsId, officeMlsId: config.officeMlsId };
  return {
    agentMlsId: isMemberVerified(config, 'agent') ? config.agentMlsId : null,
    officeMlsId: isMemberVerified(config, 'office') ? config.officeMlsId : null,
  };
}

/** Whether a sync of the configuration may import: a private feed always, a registered MLS once an id is verified. */
export const mayImport = (config: TMemberFields, source: TMlsSourceOfConfig): boolean =>
  source.kind === 'private' || isMemberVerified(config, 'agent') || isMemberVerified(config, 'office');

/** The screen's view of each id a registered MLS's configuration names (none for a private feed). */
export function memberVerificationsOf(config: TMemberFields, source: TMlsSourceOfConfig, now: Date): TMlsMemberVerification[] {
  if (source.kind === 'private') return [];
  return (['agent', 'office'] as const).flatMap((kind) => {
    const id = memberIdOfKind(config, kind);
    if (id === null) return [];
    const check = config.memberChecks[kind];
    const isVerified = isMemberVerified(config, kind);
    const code = !isVerified && check.code?.mlsId === id && check.code.expiresAt > now.toISOString() && check.code.triesLeft > 0 ? check.code : null;
    const review = !isVerified && check.review?.mlsId === id ? check.review : null;
    return [
      {
        kind,
        mlsId: (kind === 'agent' ? config.agentMlsId : config.officeMlsId)!.trim(),
        status: isVerified ? 'verified' : 'claimed',
        verifiedAt: isVerified ? check.verified!.at : null,
        verifiedBy: isVerified ? check.verified!.by : null,
        codeSentTo: code?.sentTo ?? null,
        codeExpiresAt: code?.expiresAt ?? null,
        reviewRequestedAt: review?.requestedAt ?? null,
      },
    ];
  });
}
