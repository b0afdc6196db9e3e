import { enableTwoFactor as storeEnabled, getTwoFactor } from '../../../data/two-factor-repository';
import { badRequest } from '../../../platform/app-error';
import type { TUserActor } from '../../actor';
import type { TDeps } from '../../deps';
import { twoFactorSecretBox } from '../secret-box';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { matchTotp } from './totp';

export const SETUP_MISSING_MESSAGE = 'Start two-factor setup first.';
export const SETUP_CODE_WRONG_MESSAGE = 'That code does not match. Check the time on your device and try the current code.';

/**
 * Turns two-factor on with the first code from the authenticator.
 * 1. load the pending secret (400 when setup was not started)
 * 2. the code must match it (400 otherwise)
 * 3. store the secret as the confirmed one with ten new recovery codes (hashed), and answer those codes once
 */
export async function enableTwoFactor(deps: TDeps, auth: TUserActor, input: { code: string }): Promise<{ recoveryCodes: string[] }> {
  const record = await getTwoFactor(deps.db, auth.user.id);
  if (!record?.pendingSecretSealed) throw badRequest(SETUP_MISSING_MESSAGE);
  const timeStep = await matchTotp(twoFactorSecretBox().open(record.pendingSecretSealed), input.code.replace(/\s/g, ''), deps.clock.now());
  if (timeStep === null) throw badRequest(SETUP_CODE_WRONG_MESSAGE, [{ path: 'code', message: SETUP_CODE_WRONG_MESSAGE }]);
  const recoveryCodes = newRecoveryCodes();
  const stored = await storeEnabled(deps.db, {
    userId: auth.user.id,
    pendingSecretSealed: record.pendingSecretSealed,
    timeStep,
    recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
    now: deps.clock.now().toISOString(),
  });
  if (!stored) throw badRequest(SETUP_MISSING_MESSAGE);
  return { recoveryCodes };
}
