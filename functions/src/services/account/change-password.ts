import { SIGNIN_MAX_FAILURES_PER_ACCOUNT, SIGNIN_MAX_FAILURES_PER_IP, SIGNIN_WINDOW_SECONDS } from '@shared/constants/limits';
import { CURRENT_PASSWORD_WRONG_MESSAGE, PASSWORD_UNCHANGED_MESSAGE } from '@shared/constants/settings';
import { getAccountRecords, setPasswordHash } from '../../data/profile-repository';
import { countAttempts, recordAttempt, secondsLeftInWindow } from '../../data/rate-limit-repository';
import { deleteSessionsOfUser } from '../../data/session-repository';
import { AppError, badRequest, unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import { hashPassword, verifyPassword } from '../auth/password';
import { forgetSessionsOfUser } from '../auth/session-cache';
import type { TDeps } from '../deps';

/**
 * Changes the caller's password.
 * 1. refuse while the account or the IP is over the sign-in failure budget (429): a wrong current
 *    password counts as a failed sign-in, so this form cannot be used to guess it
 * 2. check the current password (400 and one failure recorded when wrong)
 * 3. store the new hash and revoke every other session of the user; this browser stays signed in
 */
export async function changePassword(
  deps: TDeps,
  auth: TUserActor,
  input: { currentPassword: string; newPassword: string; ipKey: string },
): Promise<{ signedOutSessions: number }> {
  const now = deps.clock.now();
  const account = await getAccountRecords(deps.db, auth.user.id);
  if (!account) throw unauthorized();
  const email = account.user.email;
  const [accountFailures, ipFailures] = await Promise.all([
    countAttempts(deps.db, 'signin-account', email, SIGNIN_WINDOW_SECONDS, now),
    countAttempts(deps.db, 'signin-ip', input.ipKey, SIGNIN_WINDOW_SECONDS, now),
  ]);
  if (accountFailures >= SIGNIN_MAX_FAILURES_PER_ACCOUNT || ipFailures >= SIGNIN_MAX_FAILURES_PER_IP) {
    const retryAfter = secondsLeftInWindow(now, SIGNIN_WINDOW_SECONDS);
    const minutes = Math.max(1, Math.ceil(retryAfter / 60));
    throw new AppError('RATE_LIMITED', `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, { 'retry-after': String(retryAfter) });
  }
  const storedHash = account.user.passwordHash;
  if (!storedHash || !(await verifyPassword(input.currentPassword, storedHash))) {
    await Promise.all([
      recordAttempt(deps.db, 'signin-account', email, SIGNIN_WINDOW_SECONDS, now),
      recordAttempt(deps.db, 'signin-ip', input.ipKey, SIGNIN_WINDOW_SECONDS, now),
    ]);
    throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE, [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG_MESSAGE }]);
  }
  if (input.newPassword === input.currentPassword) throw badRequest(PASSWORD_UNCHANGED_MESSAGE, [{ path: 'newPassword', message: PASSWORD_UNCHANGED_MESSAGE }]);
  await setPasswordHash(deps.db, auth.user.id, await hashPassword(input.newPassword), now.toISOString());
  const signedOutSessions = await deleteSessionsOfUser(deps.db, auth.user.id, auth.sessionHash ?? undefined);
  forgetSessionsOfUser(auth.user.id);
  return { signedOutSessions };
}
