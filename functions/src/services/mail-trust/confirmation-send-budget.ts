import { EMAIL_CONFIRMATION_MESSAGES, EMAIL_CONFIRMATION_SENDS_PER_HOUR } from '@shared/constants/email-confirmation';
import { countAttempts, recordAttempt, secondsLeftInWindow } from '../../data/rate-limit-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';

const HOUR = 3600;
const SCOPE = 'email-confirm';

/**
 * Confirmation links an account may have sent beyond its sign-up's: EMAIL_CONFIRMATION_SENDS_PER_HOUR an hour,
 * resends and e-mail changes together (a change mails an address nobody proved yet). Over it: 429 with
 * Retry-After and when to try again; nothing is sent or changed.
 */
export async function assertConfirmationSendAllowed(deps: TDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  if ((await countAttempts(deps.db, SCOPE, userId, HOUR, now)) < EMAIL_CONFIRMATION_SENDS_PER_HOUR) return;
  const retryAfter = secondsLeftInWindow(now, HOUR);
  throw new AppError('RATE_LIMITED', EMAIL_CONFIRMATION_MESSAGES.tooManySends(retryAfter), undefined, { 'retry-after': String(retryAfter) });
}

export const recordConfirmationSend = (deps: TDeps, userId: string) => recordAttempt(deps.db, SCOPE, userId, HOUR, deps.clock.now());
