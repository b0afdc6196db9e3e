import { findUserIdByEmail, getUserWithProfile } from '../../data/user-repository';
import { getTwoFactor } from '../../data/two-factor-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { newDevice, trustedDeviceFor, type TDevice } from './device-cookie';
import { getDecoyHash, verifyPassword } from './password';
import { assertNotThrottled, clearThrottledFailures, recordThrottledFailure, type TThrottleSubject } from './sign-in-throttle';
import { startSession } from './start-session';
import { startSignInChallenge } from './two-factor/sign-in-challenge';

export const SIGNIN_FAILED_MESSAGE = 'Invalid email or password.';
export const SIGNIN_THROTTLED_MESSAGE = 'Too many failed sign-in attempts.';

type TSignInInput = { email: string; password: string; ipKey: string; deviceToken?: string; previousToken?: string; userAgent: string };

/** Either a session (with the device this browser is from now on) or a pending second step. */
export type TSignInResult = { kind: 'session'; token: string; device: TDevice } | { kind: 'two-factor'; challengeToken: string };

/** Failures count against this browser when it signed in to the account before, else against the account. */
const throttleSubjectFor = (email: string, device: TDevice | null): TThrottleSubject =>
  device ? { scope: 'signin-device', key: device.deviceId } : { scope: 'signin-account', key: email };

/**
 * Signs a user in with e-mail and password.
 * 1. find the account and whether this browser signed in to it before (device cookie)
 * 2. refuse while that browser, or strangers to the account, or the IP are in back-off (429)
 * 3. verify the password; an unknown e-mail costs the same scrypt time and gets the same message
 * 4. on failure extend the streak; on success end it, then either open a session or, with two-factor
 *    on, start the second step
 */
export async function signIn(deps: TDeps, input: TSignInInput): Promise<TSignInResult> {
  const userId = await findUserIdByEmail(deps.db, input.email);
  const trustedDevice = trustedDeviceFor(input.deviceToken, userId);
  const subject = throttleSubjectFor(input.email, trustedDevice);
  await assertNotThrottled(deps, subject, input.ipKey, SIGNIN_THROTTLED_MESSAGE);
  const account = userId ? await getUserWithProfile(deps.db, userId) : null;
  const storedHash = account?.user.passwordHash ?? (await getDecoyHash());
  const isValid = (await verifyPassword(input.password, storedHash)) && Boolean(account?.user.passwordHash);
  if (!isValid || !account) {
    await recordThrottledFailure(deps, subject, input.ipKey);
    throw new AppError('UNAUTHORIZED', SIGNIN_FAILED_MESSAGE);
  }
  await clearThrottledFailures(deps, subject);
  if ((await getTwoFactor(deps.db, account.user.id))?.secretSealed) {
    return { kind: 'two-factor', challengeToken: await startSignInChallenge(deps, account.user.id) };
  }
  const token = await startSession(deps, { userId: account.user.id, previousToken: input.previousToken, userAgent: input.userAgent });
  return { kind: 'session', token, device: trustedDevice ?? newDevice(account.user.id) };
}
