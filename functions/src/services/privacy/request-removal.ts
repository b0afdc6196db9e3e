import { createHash, randomBytes } from 'node:crypto';
import {
  REMOVAL_LINK_TTL_HOURS,
  REMOVAL_REQUEST_MESSAGES,
  REMOVAL_REQUESTS_PER_ADDRESS_PER_DAY,
  REMOVAL_REQUESTS_PER_CLIENT_PER_HOUR,
} from '@shared/constants/privacy';
import type { TMailSender } from '../../adapters/mail/mail';
import { getMailSuppressions } from '../../data/mail-suppression-repository';
import { recordAttemptInSlidingWindow } from '../../data/rate-limit-repository';
import { putRemovalRequest } from '../../data/removal-request-repository';
import { toEpochSeconds } from '../../data/table';
import { AppError } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { removalMail } from './removal-mail';

export type TRemovalDeps = TDeps & { mail: TMailSender; siteOrigin: string };

const HOUR = 3600;
const DAY = 24 * HOUR;

/** How a link's token and an address in a rate-limit key are stored: their SHA-256, so the table holds neither. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * A visitor asks for the removal of what they gave under an address (no account needed).
 * 1. count the request against the connection and the address (429 past either limit)
 * 2. unless the address bounced or complained: a 192-bit link, stored as its hash, valid 24 hours, mailed to it
 * 3. the same answer whether or not any lead holds the address, so the form tells nobody who is a lead
 */
export async function requestRemoval(deps: TRemovalDeps, input: { email: string; ipKey: string }): Promise<{ message: string }> {
  const now = deps.clock.now();
  const [perClient, perAddress] = await Promise.all([
    recordAttemptInSlidingWindow(deps.db, 'removal-ip', input.ipKey, HOUR, now),
    recordAttemptInSlidingWindow(deps.db, 'removal-address', sha256(input.email), DAY, now),
  ]);
  if (perClient > REMOVAL_REQUESTS_PER_CLIENT_PER_HOUR || perAddress > REMOVAL_REQUESTS_PER_ADDRESS_PER_DAY) {
    throw new AppError('RATE_LIMITED', REMOVAL_REQUEST_MESSAGES.tooMany, undefined, { 'retry-after': String(HOUR) });
  }
  // A removal done before suppresses the address too; asking again is still the owner's right, a bounce or complaint is not.
  const suppressions = await getMailSuppressions(deps.db, input.email, [{ scope: 'all', agentId: null }]);
  if (suppressions.some((s) => s.reason !== 'removal-request')) return { message: REMOVAL_REQUEST_MESSAGES.sent };
  const token = randomBytes(24).toString('base64url');
  await putRemovalRequest(deps.db, {
    tokenHash: sha256(token),
    email: input.email,
    createdAt: now.toISOString(),
    expiresAt: toEpochSeconds(now) + REMOVAL_LINK_TTL_HOURS * HOUR,
    usedAt: null,
  });
  await deps.mail.send(removalMail(input.email, `${deps.siteOrigin}/privacy/remove/${token}`));
  return { message: REMOVAL_REQUEST_MESSAGES.sent };
}
