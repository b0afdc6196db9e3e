import { EMAIL_CONFIRMATION_MESSAGES, SIGN_UPS_PER_CLIENT_PER_HOUR } from '@shared/constants/email-confirmation';
import { recordAttempt, secondsLeftInWindow } from '../../data/rate-limit-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';

const HOUR = 3600;

/**
 * Accounts one client may create in an hour. SIGN_UPS_PER_CLIENT_PER_HOUR raises it for the browser-journey
 * runtime only (every browser there is 127.0.0.1, and a shard signs up dozens of people); the cloud and
 * `npm start` never set it, and only a whole number above the default is taken.
 */
export function signUpsPerClientPerHour(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.SIGN_UPS_PER_CLIENT_PER_HOUR);
  return Number.isInteger(asked) && asked > SIGN_UPS_PER_CLIENT_PER_HOUR ? asked : SIGN_UPS_PER_CLIENT_PER_HOUR;
}

/**
 * Counts a sign-up attempt against the client (its hashed IP, an IPv6 /64), before anything is written, so
 * failed attempts count too; over the hour's budget: 429 with Retry-After (the end of the hour's window).
 */
export async function assertSignUpAllowed(deps: TDeps, ipKey: string): Promise<void> {
  const now = deps.clock.now();
  const attempts = await recordAttempt(deps.db, 'signup-ip', ipKey, HOUR, now);
  if (attempts <= signUpsPerClientPerHour()) return;
  const retryAfter = secondsLeftInWindow(now, HOUR);
  throw new AppError('RATE_LIMITED', EMAIL_CONFIRMATION_MESSAGES.tooManySignUps(retryAfter), undefined, { 'retry-after': String(retryAfter) });
}
