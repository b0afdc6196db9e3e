import type { TSendThankYouResponse } from '@shared/schemas/lead-capture.schema';
import type { TMailSender } from '../../adapters/mail/mail';
import { isOptedOut } from '../../data/mail-opt-out-repository';
import { isMailSuppressed } from '../../data/mail-suppression-repository';
import type { TOpenHouseRecord } from '../../data/property-records';
import type { TSignInReceiptRecord } from '../../data/sign-in-repository';
import { claimThankYou, listSignInReceipts, releaseThankYou } from '../../data/thank-you-repository';
import { conflict } from '../../platform/app-error';
import { logger } from '../../platform/logger';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { createUnsubscribeLink } from '../notifications/unsubscribe-link';
import { loadOwnOpenHouse } from './own-open-house';
import { thankYouMail } from './thank-you-mail';

export const NOT_ENDED = 'You can thank the visitors once the open house has ended.';

type TOutcome = keyof TSendThankYouResponse;

/**
 * Thanks every visitor of an ended open house of the caller's, once each, through the mail adapter.
 * 1. the open house must be the caller's (403/404) and have ended (409)
 * 2. thank its visitors (thankVisitors)
 */
export async function sendThankYou(
  deps: TDeps & { mail: TMailSender },
  auth: TUserActor,
  input: { id: string; openHouseId: string; siteOrigin: string },
): Promise<TSendThankYouResponse> {
  const openHouse = await loadOwnOpenHouse(deps, auth, input);
  if (openHouse.endsAt > deps.clock.now().toISOString()) throw conflict(NOT_ENDED);
  return thankVisitors(deps, auth, openHouse, { siteOrigin: input.siteOrigin, isAutomatic: false });
}

/**
 * Per distinct e-mail that signed in at the open house (its latest sign-in speaks for it): skip it when
 * that sign-in gave no consent to be contacted, the address unsubscribed from this agent or bounced;
 * claim its one thank-you (skip when claimed before, by the button or the automatic send); store a fresh
 * unsubscribe token; send the mail with a one-click unsubscribe, and give the claim back when that fails.
 */
export async function thankVisitors(
  deps: TDeps & { mail: TMailSender },
  agent: { user: { id: string; email: string }; profile: { displayName: string } },
  openHouse: TOpenHouseRecord,
  options: { siteOrigin: string; isAutomatic: boolean },
): Promise<TSendThankYouResponse> {
  const now = deps.clock.now().toISOString();
  const visitors = [...new Map((await listSignInReceipts(deps.db, openHouse.id)).map((r) => [r.email, r])).values()];
  const counts: TSendThankYouResponse = { sent: 0, skipped: 0, withoutConsent: 0, failed: 0 };

  const thank = async (visitor: TSignInReceiptRecord): Promise<TOutcome> => {
    if (!visitor.consent) return 'withoutConsent';
    if ((await isOptedOut(deps.db, agent.user.id, visitor.email)) || (await isMailSuppressed(deps.db, visitor.email))) return 'skipped';
    const claim = { openHouseId: openHouse.id, email: visitor.email, sentAt: now, isAutomatic: options.isAutomatic };
    if (!(await claimThankYou(deps.db, claim))) return 'skipped';
    try {
      const unsubscribe = await createUnsubscribeLink(deps, { kind: 'agent-mail', agentId: agent.user.id, email: visitor.email, siteOrigin: options.siteOrigin });
      await deps.mail.send({
        ...thankYouMail({
          to: visitor.email,
          visitorName: visitor.name,
          agentName: agent.profile.displayName,
          agentEmail: agent.user.email,
          listingTitle: openHouse.listing.title,
          listingUrl: `${options.siteOrigin}/property/${encodeURIComponent(openHouse.propertyId)}`,
          unsubscribeUrl: unsubscribe.page,
        }),
        unsubscribeUrl: unsubscribe.oneClick,
      });
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
