import { CURRENT_PASSWORD_WRONG_MESSAGE } from '@shared/constants/settings';
import type { TUserRecord } from '../../data/user-records';
import { badRequest } from '../../platform/app-error';
import { verifyPassword } from '../auth/password';
import { assertNotThrottled, clearThrottledFailures, recordThrottledFailure, type TThrottleSubject } from '../auth/sign-in-throttle';
import type { TDeps } from '../deps';

/**
 * The signed-in user proves they know the password before a sensitive change (password, e-mail).
 * Wrong answers back off like sign-in failures, per user, so a borrowed session cannot guess it.
 * 1. refuse while in back-off or the IP is over budget (429)
 * 2. check the password (400 on `field` and one failure counted when wrong); a success ends the streak
 */
export async function confirmCurrentPassword(
  deps: TDeps,
  user: TUserRecord,
  input: { password: string | undefined; ipKey: string; field: string },
): Promise<void> {
  const subject: TThrottleSubject = { scope: 'password-check', key: user.id };
  await assertNotThrottled(deps, subject, input.ipKey, 'Too many wrong passwords.');
  if (!input.password || !user.passwordHash || !(await verifyPassword(input.password, user.passwordHash))) {
    await recordThrottledFailure(deps, subject, input.ipKey);
    throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE, [{ path: input.field, message: CURRENT_PASSWORD_WRONG_MESSAGE }]);
  }
  await clearThrottledFailures(deps, subject);
}
