import { deleteTwoFactor, getTwoFactor } from '../../../data/two-factor-repository';
import { AppError } from '../../../platform/app-error';
import type { TUserActor } from '../../actor';
import type { TDeps } from '../../deps';
import { assertNotThrottled, clearThrottledFailures, recordThrottledFailure, type TThrottleSubject } from '../sign-in-throttle';
import { verifySecondFactor } from './verify-second-factor';

export const TWO_FACTOR_OFF_CODE_WRONG_MESSAGE = 'Invalid authentication code.';

/**
 * Turns two-factor off; a current authenticator code (or a recovery code) is required.
 * 1. refuse while this user's code checks are in back-off (429)
 * 2. check the code (400 and one failure counted when wrong)
 * 3. delete the secret and the recovery codes
 */
export async function disableTwoFactor(deps: TDeps, auth: TUserActor, input: { code: string; ipKey: string }): Promise<void> {
  const subject: TThrottleSubject = { scope: 'two-factor', key: auth.user.id };
  if (!(await getTwoFactor(deps.db, auth.user.id))?.secretSealed) return;
  await assertNotThrottled(deps, subject, input.ipKey, 'Too many wrong codes.');
  if (!(await verifySecondFactor(deps, auth.user.id, input.code))) {
    await recordThrottledFailure(deps, subject, input.ipKey);
    throw new AppError('BAD_REQUEST', TWO_FACTOR_OFF_CODE_WRONG_MESSAGE, [{ path: 'code', message: TWO_FACTOR_OFF_CODE_WRONG_MESSAGE }]);
  }
  await Promise.all([deleteTwoFactor(deps.db, auth.user.id), clearThrottledFailures(deps, subject)]);
}
