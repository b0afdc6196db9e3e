import { randomBytes } from 'node:crypto';
import type { TSendThankYouResponse } from '@shared/schemas/lead-capture.schema';
import type { TMailSender } from '../../adapters/mail/mail';
import { isOptedOut, putOptOutToken } from '../../data/mail-opt-out-repository';
import type { TSignInReceiptRecord } from '../../data/sign-in-repository';
import { claimThankYou, listSignInReceipts, releaseThankYou } from '../../data/thank-you-repository';
import { conflict } from '../../platform/app-error';
import { logger } from '../../platform/logger';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { loadOwnOpenHouse } from './own-open-house';
import { thankYouMail } from './thank-you-mail';

export const NOT_ENDED = 'You can thank the visitors once the open house has ended.';

type TOutcome = keyof TSendThankYouResponse;

/**
 * Thanks every visitor of an ended open house of the caller's, once each, through the mail adapter.
 * 1. the open house must be the caller's (403/404) and have ended (409)
 * 2. per distinct e-mail that signed in (its latest sign-in speaks for it): skip it when that sign-in gave no
 *    consent to be contacted or it unsubscribed from this agent; claim its one thank-you (skip when claimed
 *    before); store a fresh unsubscribe token; send the mail, and give the claim back when that fails
 */
export async function sendThankYou(
  deps: TDeps & { mail: TMailSender },
  auth: TUserActor,
  input: { id: string; openHouseId: string; siteOrigin: string },
): Promise<TSendThankYouResponse> {
  const openHouse = await loadOwnOpenHouse(deps, auth, input);
  const now = deps.clock.now().toISOString();
  if (openHouse.endsAt > now) throw conflict(NOT_ENDED);
  const visitors = [...new Map((await listSignInReceipts(deps.db, openHouse.id)).map((r) => [r.email, r])).values()];
  const counts: TSendThankYouResponse = { sent: 0, skipped: 0, withoutConsent: 0, failed: 0 };

  const thank = async (visitor: TSignInReceiptRecord): Promise<TOutcome> => {
    if (!visitor.consent) return 'withoutConsent';
    if (await isOptedOut(deps.db, auth.user.id, visitor.email)) return 'skipped';
    const claim = { openHouseId: openHouse.id, email: visitor.email, sentAt: now };
    if (!(await claimThankYou(deps.db, claim))) return 'skipped';
    const token = randomBytes(24).toString('base64url');
    try {
      await putOptOutToken(deps.db, { token, agentId: auth.user.id, email: visitor.email, createdAt: now });
      await deps.mail.send(
        thankYouMail({
          to: visitor.email,
          visitorName: visitor.name,
          agentName: auth.profile.displayName,
          agentEmail: auth.user.email,
          listingTitle: openHouse.listing.title,
          listingUrl: `${input.siteOrigin}/property/${encodeURIComponent(openHouse.propertyId)}`,
          unsubscribeUrl: `${input.siteOrigin}/unsubscribe/${token}`,
        }),
      );
      return 'sent';
    } catch (error) {
      logger.warn('thank-you not sent; the next thank-you tries again', { openHouseId: openHouse.id, error: (error as Error).message });
      await releaseThankYou(deps.db, claim);
      return 'failed';
    }
  };

  for (const visitor of visitors) counts[await thank(visitor)]++;
  return counts;
}
