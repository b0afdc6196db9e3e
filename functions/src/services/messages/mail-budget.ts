import { MAX_MAILS_PER_USER_PER_HOUR } from '@shared/constants/messages';
import { recordAttempt } from '../../data/rate-limit-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';

const HOUR = 3600;

/** Replies and forwards send e-mail to addresses the agent chooses: bounded per user and hour, so the product is no spam relay. */
export async function spendMailBudget(deps: TDeps, userId: string): Promise<void> {
  const sent = await recordAttempt(deps.db, 'mail-user', userId, HOUR, deps.clock.now());
  if (sent > MAX_MAILS_PER_USER_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'You have sent too many e-mails in the last hour. Please try again later.', undefined, { 'retry-after': String(HOUR) });
  }
}
