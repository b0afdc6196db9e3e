import type { TSendThankYouResponse } from '@shared/schemas/lead-capture.schema';
import type { TMail, TMailSender } from '../../adapters/mail/mail';
import type { TOpenHouseRecord } from '../../data/property-records';
import type { TSignInReceiptRecord } from '../../data/sign-in-repository';
import { claimThankYou, listSignInReceipts, releaseThankYou } from '../../data/thank-you-repository';
import { conflict } from '../../platform/app-error';
import { logger } from '../../platform/logger';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { isSuppressedFor } from '../mail-trust/suppression';
import { newAddressAllowanceOf } from '../mail-trust/new-address-allowance';
import { createUnsubscribeLink } from '../notifications/unsubscribe-link';
import { loadOwnOpenHouse } from './own-open-house';
import { thankYouMail } from './thank-you-mail';
import { hasStandingConsent } from './visitor-consent';

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
 * Thanks the visitors of an open house (mailConsentingVisitors) with one claim per visitor shared by the
 * button and the automatic send, so nobody is thanked twice.
 */
export async function thankVisitors(
  deps: TDeps & { mail: TMailSender },
  agent: TVisitorMailAgent,
  openHouse: TOpenHouseRecord,
  options: { siteOrigin: string; isAutomatic: boolean },
): Promise<TSendThankYouResponse> {
  return mailConsentingVisitors(deps, agent, openHouse, {
    siteOrigin: options.siteOrigin,
    claim: (visitor, sentAt) => claimThankYou(deps.db, { openHouseId: openHouse.id, email: visitor.email, sentAt, isAutomatic: options.isAutomatic }),
    release: (visitor, sentAt) => releaseThankYou(deps.db, { openHouseId: openHouse.id, email: visitor.email, sentAt }),
    compose: (visitor, links) => thankYouMail({ ...links, to: visitor.email, visitorName: visitor.name, listingTitle: openHouse.listing.title }),
  });
}

type TVisitorMailAgent = { user: { id: string; email: string }; profile: { displayName: string } };

/** What each mail to a visitor carries besides its own words: the agent (Reply-To, signature), the listing's link, the way out. */
type TVisitorMailLinks = { agentName: string; agentEmail: string; listingUrl: string; unsubscribeUrl: string };

/**
 * Per distinct e-mail that signed in at the open house (its latest sign-in gives the name): skip it
 * without standing consent (hasStandingConsent: a yes there, no no anywhere with this agent), or when the
 * address unsubscribed from this agent or bounced; claim its one mail of this kind (skip when claimed
 * before); take a place of the agent's daily limit on new addresses (over it: give the claim back, note
 * it held back, send nothing: a later send after the reset tries again); store a fresh unsubscribe token;
 * send the mail with a one-click unsubscribe, and give the claim and the place back when that fails. The
 * thank-you and the second message are both this, with their own claim and words.
 */
export async function mailConsentingVisitors(
  deps: TDeps & { mail: TMailSender },
  agent: TVisitorMailAgent,
  openHouse: TOpenHouseRecord,
  how: {
    siteOrigin: string;
    claim: (visitor: TSignInReceiptRecord, sentAt: string) => Promise<boolean>;
    release: (visitor: TSignInReceiptRecord, sentAt: string) => Promise<void>;
    compose: (visitor: TSignInReceiptRecord, links: TVisitorMailLinks) => TMail;
  },
): Promise<TSendThankYouResponse> {
  const now = deps.clock.now().toISOString();
  const signIns = byAddress(await listSignInReceipts(deps.db, openHouse.id));
  const allowance = await newAddressAllowanceOf(deps, agent.user.id);
  const counts: TSendThankYouResponse = { sent: 0, skipped: 0, withoutConsent: 0, failed: 0, overLimit: 0 };

  const mailOne = async (ofAddress: TSignInReceiptRecord[]): Promise<TOutcome> => {
    const visitor = ofAddress.at(-1)!;
    if (!(await hasStandingConsent(deps, agent.user.id, ofAddress))) return 'withoutConsent';
    if (await isSuppressedFor(deps, { email: visitor.email, kind: 'agent-mail', agentId: agent.user.id })) return 'skipped';
    if (!(await how.claim(visitor, now))) return 'skipped';
    if ((await allowance.take(visitor.email)) === 'over-limit') {
      await how.release(visitor, now);
      await allowance.holdBack(visitor.email);
      return 'overLimit';
    }
    try {
      const unsubscribe = await createUnsubscribeLink(deps, { kind: 'agent-mail', agentId: agent.user.id, email: visitor.email, siteOrigin: how.siteOrigin });
      const links = {
        agentName: agent.profile.displayName,
        agentEmail: agent.user.email,
        listingUrl: `${how.siteOrigin}/property/${encodeURIComponent(openHouse.propertyId)}`,
        unsubscribeUrl: unsubscribe.page,
      };
      await deps.mail.send({ ...how.compose(visitor, links), unsubscribeUrl: unsubscribe.oneClick });
      return 'sent';
    } catch (error) {
      logger.warn('mail to a visitor not sent; the next send tries again', { openHouseId: openHouse.id, error: (error as Error).message });
      await how.release(visitor, now);
      await allowance.giveBack(visitor.email);
      return 'failed';
    }
  };

  for (const ofAddress of signIns.values()) counts[await mailOne(ofAddress)]++;
  return counts;
}

/** An open house's sign-ins by address (lower-cased), each address's in sign-in order. */
function byAddress(signIns: readonly TSignInReceiptRecord[]): Map<string, TSignInReceiptRecord[]> {
  const grouped = new Map<string, TSignInReceiptRecord[]>();
  for (const signIn of signIns) grouped.set(signIn.email.toLowerCase(), [...(grouped.get(signIn.email.toLowerCase()) ?? []), signIn]);
  return grouped;
}
