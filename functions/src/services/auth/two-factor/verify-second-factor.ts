import { getTwoFactor, useRecoveryCode, useTimeStep } from '../../../data/two-factor-repository';
import type { TDeps } from '../../deps';
import { twoFactorSecretBox } from '../secret-box';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes';
import { matchTotp } from './totp';

/**
 * True when `code` is the user's current authenticator code or one of their unused recovery codes.
 * Either is spent on success: a TOTP step cannot be used again, a recovery code is deleted.
 */
export async function verifySecondFactor(deps: TDeps, userId: string, code: string): Promise<boolean> {
  const record = await getTwoFactor(deps.db, userId);
  if (!record?.secretSealed) return false;
  const trimmed = code.replace(/\s/g, '');
  if (looksLikeRecoveryCode(trimmed)) return useRecoveryCode(deps.db, userId, hashRecoveryCode(trimmed));
  const secret = twoFactorSecretBox().open(record.secretSealed);
  const timeStep = await matchTotp(secret, trimmed, deps.clock.now(), record.lastTimeStep);
  return timeStep !== null && useTimeStep(deps.db, userId, timeStep);
}
