import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import { claimSecondMessage, getSecondMessage, releaseSecondMessage } from '../../data/second-message-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { logger } from '../../platform/logger';
import { mailConsentingVisitors } from '../lead-capture/send-thank-you';
import { allowedLinkHosts, foreignLinkErrors } from '../lead-capture/assert-own-links';
import { visitorMail } from '../lead-capture/thank-you-mail';
import { scheduleSecondMessage, secondMessageDueAt } from './follow-up-schedule';
import type { TNotifyDeps } from './notify-deps';

/**
 * An open house's second-message schedule fired.
 * 1. the open house is gone (deleted, listing deleted), or the agent switched the message off: nothing to do
 * 2. it is not due yet (the open house moved later, the delay grew): schedule again at the new time
 * 3. words saved before links were checked (or that the agent's website no longer covers) link only to
 *    the agent's site or ours, or nothing goes out
 * 4. mail each consenting visitor not unsubscribed or suppressed the agent's words, once each (a claim per
 *    visitor, so a schedule that fires twice sends nothing more); a failed send is thrown so SQS redelivers
 */
export async function sendSecondMessage(deps: TNotifyDeps, input: { propertyId: string; openHouseId: string }): Promise<void> {
  const [openHouse, settings] = await Promise.all([
    listOpenHousesOfProperty(deps.db, input.propertyId).then((all) => all.find((oh) => oh.id === input.openHouseId)),
    getSecondMessage(deps.db, input.openHouseId),
  ]);
  if (!openHouse || !settings?.isEnabled) return;
  if (secondMessageDueAt(openHouse.endsAt, settings.delayDays).getTime() > deps.clock.now().getTime()) {
    return scheduleSecondMessage(deps, { propertyId: openHouse.propertyId, openHouseId: openHouse.id, endsAt: openHouse.endsAt }, settings.delayDays);
  }
  const agent = await getUserWithProfile(deps.db, openHouse.userId);
  if (!agent) return;
  const foreignLinks = foreignLinkErrors(
    { subject: settings.subject, body: settings.body },
    allowedLinkHosts({ siteOrigin: deps.siteOrigin, website: agent.profile.companyWebsite }),
  );
  if (foreignLinks.length) return logger.warn('second message not sent: it links to other sites', { openHouseId: openHouse.id, errors: foreignLinks });
  const counts = await mailConsentingVisitors(deps, agent, openHouse, {
    siteOrigin: deps.siteOrigin,
    claim: (visitor, sentAt) => claimSecondMessage(deps.db, { openHouseId: openHouse.id, email: visitor.email, sentAt }),
    release: (visitor, sentAt) => releaseSecondMessage(deps.db, { openHouseId: openHouse.id, email: visitor.email, sentAt }),
    compose: (visitor, links) => visitorMail({ ...links, to: visitor.email, visitorName: visitor.name, subject: settings.subject, body: settings.body }),
  });
  logger.info('second message', { openHouseId: openHouse.id, ...counts });
  if (counts.failed > 0) throw new Error(`${counts.failed} second-message e-mails failed; the message comes back for them`);
}
