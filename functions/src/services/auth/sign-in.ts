import {
  SIGNIN_MAX_FAILURES_PER_ACCOUNT,
  SIGNIN_MAX_FAILURES_PER_IP,
  SIGNIN_WINDOW_SECONDS,
} from '@shared/constants/limits';
import { countAttempts, recordAttempt, secondsLeftInWindow } from '../../data/rate-limit-repository';
import { findUserIdByEmail, getUserWithProfile } from '../../data/user-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { getDecoyHash, verifyPassword } from './password';
import { startSession } from './start-session';

export const SIGNIN_FAILED_MESSAGE = 'Invalid email or password.';

type TSignInInput = { email: string; password: string; ipKey: string; previousToken?: string; userAgent: string };

function tooManyAttempts(deps: TDeps): AppError {
  const retryAfter = secondsLeftInWindow(deps.clock.now(), SIGNIN_WINDOW_SECONDS);
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return new AppError('RATE_LIMITED', `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    'retry-after': String(retryAfter),
  });
}

/**
 * Signs a user in with e-mail and password.
 * 1. refuse while the account or the IP is over its failure budget (429)
 * 2. verify the password; an unknown e-mail costs the same scrypt time and gets the same message
 * 3. on failure count it against the account and the IP; on success open a new session
 */
export async function signIn(deps: TDeps, input: TSignInInput): Promise<{ token: string; userId: string }> {
  const now = deps.clock.now();
  const [accountFailures, ipFailures] = await Promise.all([
    countAttempts(deps.db, 'signin-account', input.email, SIGNIN_WINDOW_SECONDS, now),
    countAttempts(deps.db, 'signin-ip', input.ipKey, SIGNIN_WINDOW_SECONDS, now),
  ]);
  if (accountFailures >= SIGNIN_MAX_FAILURES_PER_ACCOUNT || ipFailures >= SIGNIN_MAX_FAILURES_PER_IP) throw tooManyAttempts(deps);

  const userId = await findUserIdByEmail(deps.db, input.email);
  const account = userId ? await getUserWithProfile(deps.db, userId) : null;
  const storedHash = account?.user.passwordHash ?? (await getDecoyHash());
  const isValid = (await verifyPassword(input.password, storedHash)) && Boolean(account?.user.passwordHash);

  if (!isValid || !account) {
    await Promise.all([
      recordAttempt(deps.db, 'signin-account', input.email, SIGNIN_WINDOW_SECONDS, now),
      recordAttempt(deps.db, 'signin-ip', input.ipKey, SIGNIN_WINDOW_SECONDS, now),
    ]);
    throw new AppError('UNAUTHORIZED', SIGNIN_FAILED_MESSAGE);
  }
  const token = await startSession(deps, { userId: account.user.id, previousToken: input.previousToken, userAgent: input.userAgent });
  return { token, userId: account.user.id };
}
