import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MLS_TRUST_MESSAGES,
  MLS_VERIFICATION_CODE_TRIES,
  MLS_VERIFICATION_CODE_TTL_MINUTES,
  MLS_VERIFICATION_SENDS_PER_HOUR,
  type TMlsMemberKind,
} from '@shared/constants/mls-trust';
import type { TSendMlsVerificationCodeResponse } from '@shared/schemas/mls-verification.schema';
import type { TMlsConfiguration } from '@shared/schemas/mls.schema';
import { listMlsSyncLogs } from '../../data/mls-sync-log-repository';
import { toMlsConfigurationView } from '../mls/configurations/mls-configuration-view';
import type { TMailSender } from '../../adapters/mail/mail';
import type { TMlsConnectionTesterFactory } from '../../adapters/mls/mls-connection-tester-factory';
import { MlsError } from '../../adapters/mls/mls-client';
import { replaceMemberCheck } from '../../data/mls-member-repository';
import type { TMlsConfigurationRecord } from '../../data/mls-records';
import { countAttempts, recordAttempt } from '../../data/rate-limit-repository';
import { AppError, badRequest, conflict, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { mlsConnectionOf } from '../mls/configurations/mls-connection';
import { getOwnMlsConfiguration } from '../mls/configurations/own-mls-configuration';
import { markMemberVerified } from './member-holder';
import { maskedAddress, memberCodeMail } from './member-mails';
import { mlsSourceOf, type TMlsSourceOfConfig } from './mls-source';
import { isMemberVerified, memberIdOfKind } from './proven-members';

export type TMemberCodeDeps = TDeps & { mail: TMailSender; mlsConnectionTesters: TMlsConnectionTesterFactory };

const HOUR_SECONDS = 3600;
/** Per configuration MLS_VERIFICATION_SENDS_PER_HOUR; per MLS id a few more (several accounts may claim one id, and its inbox is a real person's). */
const SEND_LIMITS = [
  { scope: 'mls-code-config', max: MLS_VERIFICATION_SENDS_PER_HOUR },
  { scope: 'mls-code-member', max: MLS_VERIFICATION_SENDS_PER_HOUR * 3 },
] as const;

const codeHashOf = (configId: string, kind: TMlsMemberKind, code: string) => createHash('sha256').update(`${configId}:${kind}:${code}`).digest('hex');

/** The caller's configuration of a registered MLS with an id of that kind: what a code or review is about. */
export async function memberToProve(deps: TDeps, auth: TUserActor, input: { id: string; kind: TMlsMemberKind }) {
  const config = await getOwnMlsConfiguration(deps, auth, input.id);
  const source = await mlsSourceOf(deps, config);
  if (source.kind === 'private') throw badRequest(MLS_TRUST_MESSAGES.privateFeed);
  const memberId = memberIdOfKind(config, input.kind);
  if (memberId === null) throw badRequest(MLS_TRUST_MESSAGES.noSuchId(input.kind), [{ path: 'kind', message: MLS_TRUST_MESSAGES.noSuchId(input.kind) }]);
  return { config, entry: source.entry, memberId, isVerified: isMemberVerified(config, input.kind) };
}

/**
 * Sends a 6-digit code to the address the MLS's own Member (or Office) record gives for the id: 1. the caller's
 * registered configuration, id not yet verified 2. at most MLS_VERIFICATION_SENDS_PER_HOUR an hour per
 * configuration, and a few more per MLS id (429 with when to retry) 3. ask the MLS (Member/Office resource) 4. store the
 * code's hash, 15 minutes, 5 tries (a resend replaces it) 5. mail it. No address: 409 MLS_MEMBER_NO_EMAIL.
 */
export async function sendMemberCode(
  deps: TMemberCodeDeps,
  auth: TUserActor,
  input: { id: string; kind: TMlsMemberKind },
): Promise<TSendMlsVerificationCodeResponse> {
  const { config, entry, memberId, isVerified } = await memberToProve(deps, auth, input);
  if (isVerified) throw badRequest(MLS_TRUST_MESSAGES.alreadyVerified(input.kind));
  const now = deps.clock.now();
  const keys = [config.id, `${entry.id}#${input.kind}#${memberId}`];
  const sent = await Promise.all(SEND_LIMITS.map(({ scope }, index) => countAttempts(deps.db, scope, keys[index]!, HOUR_SECONDS, now)));
  if (sent.some((count, index) => count >= SEND_LIMITS[index]!.max)) {
    const retryAfter = HOUR_SECONDS - (Math.floor(now.getTime() / 1000) % HOUR_SECONDS);
    throw new AppError('RATE_LIMITED', MLS_TRUST_MESSAGES.tooManySends(Math.ceil(retryAfter / 60)), undefined, { 'retry-after': String(retryAfter) });
  }
  const email = await memberEmailOf(deps, config, { mlsName: entry.name, kind: input.kind, memberId });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + MLS_VERIFICATION_CODE_TTL_MINUTES * 60_000).toISOString();
  const sentTo = maskedAddress(email);
  const check = {
    ...config.memberChecks[input.kind],
    code: { hash: codeHashOf(config.id, input.kind, code), mlsId: memberId, sentTo, expiresAt, triesLeft: MLS_VERIFICATION_CODE_TRIES },
  };
  if (!(await replaceMemberCheck(deps.db, config, input.kind, check))) throw conflict('The configuration changed meanwhile. Try again.');
  await Promise.all(SEND_LIMITS.map(({ scope }, index) => recordAttempt(deps.db, scope, keys[index]!, HOUR_SECONDS, now)));
  await deps.mail.send(memberCodeMail(email, { mlsName: entry.name, kind: input.kind, memberId }, code));
  return { message: MLS_TRUST_MESSAGES.codeSent(sentTo), sentTo, expiresAt };
}

/** The address the MLS gives for the id, through the configuration's own connection; none: 409 (ask for a review), unknown id: 404. */
async function memberEmailOf(
  deps: TMemberCodeDeps,
  config: TMlsConfigurationRecord,
  member: { mlsName: string; kind: TMlsMemberKind; memberId: string },
): Promise<string> {
  const tester = deps.mlsConnectionTesters(mlsConnectionOf(config));
  try {
    const contact = await tester.findMemberContact({ kind: member.kind, mlsId: member.memberId });
    if (contact.status === 'not-found') throw notFound(MLS_TRUST_MESSAGES.memberNotFound(member.mlsName, member.kind, member.memberId));
    if (contact.status !== 'found' || !contact.email)
      throw new AppError('MLS_MEMBER_NO_EMAIL', MLS_TRUST_MESSAGES.noEmail(member.mlsName, member.kind, member.memberId));
    return contact.email;
  } catch (error) {
    if (error instanceof MlsError)
      throw new AppError('MLS_UNREACHABLE', `${member.mlsName} could not answer who holds this MLS ID: ${error.message.replace(/\.$/, '')}. Try again later.`);
    throw error;
  } finally {
    await tester.close().catch(() => undefined);
  }
}

/**
 * Checks a code: right → the id is verified (`markMemberVerified`); wrong → one try fewer, 400 saying how many
 * are left; expired, used up or none sent → 400 saying so. Nothing else changes on a refused code.
 */
export async function confirmMemberCode(
  deps: TDeps & { mail: TMailSender },
  auth: TUserActor,
  input: { id: string; kind: TMlsMemberKind; code: string },
): Promise<{ config: TMlsConfigurationRecord; source: TMlsSourceOfConfig }> {
  const { config, entry, memberId, isVerified } = await memberToProve(deps, auth, input);
  const source: TMlsSourceOfConfig = { kind: 'registered', entry };
  if (isVerified) return { config, source };
  const check = config.memberChecks[input.kind];
  const code = check.code?.mlsId === memberId ? check.code : null;
  if (!code) throw badRequest(MLS_TRUST_MESSAGES.noCodeSent, [{ path: 'code', message: MLS_TRUST_MESSAGES.noCodeSent }]);
  if (code.expiresAt <= deps.clock.now().toISOString())
    throw badRequest(MLS_TRUST_MESSAGES.codeExpired, [{ path: 'code', message: MLS_TRUST_MESSAGES.codeExpired }]);
  if (code.triesLeft <= 0) throw badRequest(MLS_TRUST_MESSAGES.noTriesLeft, [{ path: 'code', message: MLS_TRUST_MESSAGES.noTriesLeft }]);
  if (!isSameHash(code.hash, codeHashOf(config.id, input.kind, input.code))) {
    const triesLeft = code.triesLeft - 1;
    if (!(await replaceMemberCheck(deps.db, config, input.kind, { ...check, code: { ...code, triesLeft } })))
      throw conflict('The configuration changed meanwhile. Try again.');
    const message = triesLeft > 0 ? MLS_TRUST_MESSAGES.wrongCode(triesLeft) : MLS_TRUST_MESSAGES.noTriesLeft;
    throw badRequest(message, [{ path: 'code', message }]);
  }
  const verified = await markMemberVerified(deps, {
    userId: config.userId,
    configId: config.id,
    mlsId: entry.id,
    mlsName: entry.name,
    kind: input.kind,
    by: 'code',
  });
  return { config: verified, source };
}

const isSameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `confirmMemberCode`, answered as the configuration's owner sees it. */
export async function confirmOwnMemberCode(
  deps: TDeps & { mail: TMailSender },
  auth: TUserActor,
  input: { id: string; kind: TMlsMemberKind; code: string },
): Promise<TMlsConfiguration> {
  const { config, source } = await confirmMemberCode(deps, auth, input);
  const latest = (await listMlsSyncLogs(deps.db, config.id, 1))[0] ?? null;
  return toMlsConfigurationView(config, source, latest, deps.clock.now());
}
