import { deleteSignInChallenge, getSignInChallenge } from '../../../data/sign-in-challenge-repository';
import { AppError, unauthorized } from '../../../platform/app-error';
import type { TDeps } from '../../deps';
import { newDevice, trustedDeviceFor, type TDevice } from '../device-cookie';
import { assertNotThrottled, clearThrottledFailures, recordThrottledFailure, type TThrottleSubject } from '../sign-in-throttle';
import { startSession } from '../start-session';
import { hashChallengeToken } from './sign-in-challenge';
import { verifySecondFactor } from './verify-second-factor';

export const TWO_FACTOR_EXPIRED_MESSAGE = 'Your sign-in has expired. Enter your e-mail and password again.';
export const TWO_FACTOR_CODE_WRONG_MESSAGE = 'Invalid authentication code.';
const TWO_FACTOR_THROTTLED_MESSAGE = 'Too many wrong codes.';

type TInput = { challengeToken?: string; code: string; ipKey: string; deviceToken?: string; previousToken?: string; userAgent: string };

/**
 * The second sign-in step.
 * 1. load the pending sign-in the browser holds (401 when absent or expired)
 * 2. refuse while this browser (device cookie) or strangers to the account are in back-off (429)
 * 3. check the authenticator or recovery code; a wrong one extends the streak (401)
 * 4. end the pending sign-in and open the session
 */
export async function completeTwoFactorSignIn(deps: TDeps, input: TInput): Promise<{ token: string; device: TDevice }> {
  const challengeHash = input.challengeToken ? hashChallengeToken(input.challengeToken) : '';
  const challenge = challengeHash ? await getSignInChallenge(deps.db, challengeHash, deps.clock.now()) : null;
  if (!challenge) throw unauthorized(TWO_FACTOR_EXPIRED_MESSAGE);
  const trustedDevice = trustedDeviceFor(input.deviceToken, challenge.userId);
  const subject: TThrottleSubject = trustedDevice
    ? { scope: 'two-factor-device', key: trustedDevice.deviceId }
    : { scope: 'two-factor', key: challenge.userId };
  await assertNotThrottled(deps, subject, input.ipKey, TWO_FACTOR_THROTTLED_MESSAGE);
  if (!(await verifySecondFactor(deps, challenge.userId, input.code))) {
    await recordThrottledFailure(deps, subject, input.ipKey);
    throw new AppError('UNAUTHORIZED', TWO_FACTOR_CODE_WRONG_MESSAGE);
  }
  await Promise.all([clearThrottledFailures(deps, subject), deleteSignInChallenge(deps.db, challengeHash)]);
  const token = await startSession(deps, { userId: challenge.userId, previousToken: input.previousToken, userAgent: input.userAgent });
  return { token, device: trustedDevice ?? newDevice(challenge.userId) };
}
