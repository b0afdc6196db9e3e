import { SIGNIN_MAX_FAILURES_PER_IP, SIGNIN_WINDOW_SECONDS } from '@shared/constants/limits';
import { clearFailures, countAttempts, getFailureStreak, recordAttempt, recordFailure, secondsLeftInWindow } from '../../data/rate-limit-repository';
import { toEpochSeconds } from '../../data/table';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';

/**
 * Who a run of failed attempts counts against: an account when the browser is unknown, or one browser
 * that signed in to that account before (its device cookie). A stranger's guesses then slow down the
 * account for strangers only; the owner's browser keeps its own count (OWASP's device cookies).
 */
export type TThrottleSubject = { scope: 'signin-account' | 'signin-device' | 'password-check' | 'two-factor' | 'two-factor-device'; key: string };

/** Failures allowed before any wait; after that each failure doubles the wait, up to the cap. */
export const FREE_FAILURES = 5;
const FIRST_BACKOFF_SECONDS = 15;
export const MAX_BACKOFF_SECONDS = 15 * 60;
/** A streak is forgotten this long after its last failure. */
const STREAK_RESET_SECONDS = 24 * 3600;

/** Seconds to wait after the last of `failures` consecutive failures: 0 … 0, 15, 30, 60, … 900. */
export const backoffSecondsAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_BACKOFF_SECONDS, FIRST_BACKOFF_SECONDS * 2 ** (failures - FREE_FAILURES));

const inWords = (seconds: number) => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

const tooMany = (what: string, retryAfter: number) =>
  new AppError('RATE_LIMITED', `${what} Try again in ${inWords(retryAfter)}.`, undefined, { 'retry-after': String(retryAfter) });

/**
 * Refuses (429 with Retry-After) while the subject is inside its back-off or the IP is over its window budget.
 * `what` opens the message, e.g. 'Too many failed sign-in attempts.'
 */
export async function assertNotThrottled(deps: TDeps, subject: TThrottleSubject, ipKey: string, what: string): Promise<void> {
  const now = deps.clock.now();
  const [streak, ipFailures] = await Promise.all([
    getFailureStreak(deps.db, subject.scope, subject.key, now),
    countAttempts(deps.db, 'signin-ip', ipKey, SIGNIN_WINDOW_SECONDS, now),
  ]);
  if (ipFailures >= SIGNIN_MAX_FAILURES_PER_IP) throw tooMany(what, secondsLeftInWindow(now, SIGNIN_WINDOW_SECONDS));
  const waitUntil = streak.lastFailureAt + backoffSecondsAfter(streak.failures);
  const retryAfter = waitUntil - toEpochSeconds(now);
  if (streak.failures >= FREE_FAILURES && retryAfter > 0) throw tooMany(what, retryAfter);
}

export async function recordThrottledFailure(deps: TDeps, subject: TThrottleSubject, ipKey: string): Promise<void> {
  const now = deps.clock.now();
  await Promise.all([
    recordFailure(deps.db, subject.scope, subject.key, now, STREAK_RESET_SECONDS),
    recordAttempt(deps.db, 'signin-ip', ipKey, SIGNIN_WINDOW_SECONDS, now),
  ]);
}

/** A success ends the subject's streak. */
export const clearThrottledFailures = (deps: TDeps, subject: TThrottleSubject) => clearFailures(deps.db, subject.scope, subject.key);
