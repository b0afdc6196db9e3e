import { recordAttemptInSlidingWindow } from '../../data/rate-limit-repository';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';

const HOUR = 3600;
/** Inquiries one connection may send: to one listing or agent, and in all (listing and profile inquiries together). */
const MAX_PER_TARGET_PER_HOUR = 5;
const MAX_PER_IP_PER_HOUR = 30;

export const INQUIRY_RATE_LIMITED_MESSAGE = 'Too many inquiries from your connection. Please try again in an hour.';

/** Counts an inquiry against the connection (per target and overall, over the last hour); over either limit → 429. */
export async function assertInquiryAllowed(deps: TDeps, input: { ipKey: string; target: 'listing' | 'agent'; targetId: string }): Promise<void> {
  const now = deps.clock.now();
  const [perTarget, overall] = await Promise.all([
    recordAttemptInSlidingWindow(deps.db, `lead-${input.target}`, `${input.ipKey}#${input.targetId}`, HOUR, now),
    recordAttemptInSlidingWindow(deps.db, 'lead-ip', input.ipKey, HOUR, now),
  ]);
  if (perTarget > MAX_PER_TARGET_PER_HOUR || overall > MAX_PER_IP_PER_HOUR) {
    throw new AppError('RATE_LIMITED', INQUIRY_RATE_LIMITED_MESSAGE, undefined, { 'retry-after': String(HOUR) });
  }
}
