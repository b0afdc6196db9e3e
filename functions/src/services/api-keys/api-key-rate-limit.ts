import { API_KEY_REQUESTS_PER_DAY, API_KEY_REQUESTS_PER_SECOND } from '@shared/constants/api-keys';
import { recordAttempt, secondsLeftInWindow } from '../../data/rate-limit-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';

const DAY = 86_400;
/** Rate counter scopes (RATE#<scope>#<key id>#<window start>), exported for tests that fill a window. */
export const API_KEY_SECOND_SCOPE = 'api-key-second';
export const API_KEY_DAY_SCOPE = 'api-key-day';
export const API_KEY_SECOND_WINDOW = 1;
export const API_KEY_DAY_WINDOW = DAY;

const hoursInWords = (hours: number) => (hours === 1 ? 'an hour' : `${hours} hours`);

/** Counts the call against the key's second and its UTC day; over either limit → 429 with Retry-After. */
export async function assertApiKeyWithinLimits(deps: TDeps, keyId: string): Promise<void> {
  const now = deps.clock.now();
  const [thisSecond, today] = await Promise.all([
    recordAttempt(deps.db, API_KEY_SECOND_SCOPE, keyId, API_KEY_SECOND_WINDOW, now),
    recordAttempt(deps.db, API_KEY_DAY_SCOPE, keyId, API_KEY_DAY_WINDOW, now),
  ]);
  if (today > API_KEY_REQUESTS_PER_DAY) {
    const wait = secondsLeftInWindow(now, API_KEY_DAY_WINDOW);
    throw new AppError(
      'RATE_LIMITED',
      `This API key has made its ${API_KEY_REQUESTS_PER_DAY.toLocaleString('en-US')} requests for today (UTC). Try again in ${hoursInWords(Math.ceil(wait / 3600))} or less.`,
      undefined,
      { 'retry-after': String(wait) },
    );
  }
  if (thisSecond > API_KEY_REQUESTS_PER_SECOND) {
    throw new AppError(
      'RATE_LIMITED',
      `This API key may make ${API_KEY_REQUESTS_PER_SECOND} requests a second. Slow down and try again in a second.`,
      undefined,
      { 'retry-after': '1' },
    );
  }
}
