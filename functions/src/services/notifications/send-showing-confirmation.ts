import { SHOWING_CONFIRMATIONS_PER_DAY } from '@shared/constants/mail-limits';
import { recordAttempt } from '../../data/rate-limit-repository';
import { claimNotificationMail, releaseNotificationMail } from '../../data/waiting-mail-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { logger } from '../../platform/logger';
import { mailableAddressOf } from '../mail-trust/account-address';
import type { TNotificationMessage } from './notification-message';
import type { TNotifyDeps } from './notify-deps';
import { showingConfirmationMail } from './showing-confirmation-mail';

const DAY_SECONDS = 86_400;

/**
 * A signed-in buyer's confirmation of their showing request, at most once per request.
 * 1. only to the account's own confirmed address (never to an address typed in the form), and nothing to one
 *    that bounced or complained
 * 2. claim the request's e-mail (a redelivery sends nothing more), then count it against the buyer's daily
 *    cap (SHOWING_CONFIRMATIONS_PER_DAY; over it, nothing is sent)
 * 3. send; when sending fails, give the claim back so the redelivery tries again
 */
export async function sendShowingConfirmation(deps: TNotifyDeps, input: Extract<TNotificationMessage, { kind: 'showing-requested' }>): Promise<void> {
  const account = await getUserWithProfile(deps.db, input.userId);
  const to = account && (await mailableAddressOf(deps, account.user, 'direct'));
  if (!to) return;
  const now = deps.clock.now();
  const eventKey = `showing#${input.leadId}`;
  if (!(await claimNotificationMail(deps.db, input.userId, eventKey, now.toISOString()))) return;
  if ((await recordAttempt(deps.db, 'showing-confirmation', input.userId, DAY_SECONDS, now)) > SHOWING_CONFIRMATIONS_PER_DAY) {
    logger.info('showing confirmation over the daily cap: not sent', { userId: input.userId, leadId: input.leadId });
    return;
  }
  try {
    await deps.mail.send(
      showingConfirmationMail({ to, listingId: input.listingId, listingTitle: input.listingTitle, times: input.times, siteOrigin: deps.siteOrigin }),
    );
  } catch (error) {
    logger.warn('showing confirmation not sent; the message comes back', { leadId: input.leadId, error: (error as Error).message });
    await releaseNotificationMail(deps.db, input.userId, eventKey);
    throw error;
  }
}
