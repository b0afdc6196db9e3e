import { ulid } from 'ulid';
import { acquireBillingLock, releaseBillingLock } from '../../data/subscription-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';

const LEASE_SECONDS = 30;
const WAIT_STEP_MS = 150;
const MAX_WAIT_MS = 15_000;

/**
 * Runs `work` while holding the user's billing lease, so two requests (a double click) never create two
 * customers or subscriptions: the second waits for the first and then sees what it made.
 */
export async function withBillingLock<T>(deps: TDeps, userId: string, work: () => Promise<T>): Promise<T> {
  const lock = { userId, holder: ulid() };
  const startedAt = Date.now();
  while (!(await acquireBillingLock(deps.db, lock, deps.clock.now(), LEASE_SECONDS))) {
    if (Date.now() - startedAt > MAX_WAIT_MS) throw new AppError('CONFLICT', 'Another change to your subscription is in progress. Please try again.');
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  try {
    return await work();
  } finally {
    await releaseBillingLock(deps.db, lock);
  }
}
