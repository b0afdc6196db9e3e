import { KIOSK_RATE_LIMITED_MESSAGE, KIOSK_SIGN_INS_PER_HOUR } from '@shared/constants/lead-capture';
import { recordAttemptInSlidingWindow } from '../../data/rate-limit-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';

const HOUR = 3600;

/** Counts a sign-in the listing's own agent sends (the kiosk) against their account's hourly allowance; over it → 429. */
export async function assertKioskSignInAllowed(deps: TDeps, input: { userId: string }): Promise<void> {
  const count = await recordAttemptInSlidingWindow(deps.db, 'kiosk-sign-in', input.userId, HOUR, deps.clock.now());
  if (count > KIOSK_SIGN_INS_PER_HOUR) throw new AppError('RATE_LIMITED', KIOSK_RATE_LIMITED_MESSAGE, undefined, { 'retry-after': String(HOUR) });
}
