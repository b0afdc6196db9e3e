import { listOpenHousesOfProperty } from '../../data/open-house-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { logger } from '../../platform/logger';
import { thankVisitors } from '../lead-capture/send-thank-you';
import { getSecondMessage } from '../../data/second-message-repository';
import { scheduleSecondMessage, scheduleThankYou } from './follow-up-schedule';
import type { TNotifyDeps } from './notify-deps';

/**
 * An open house's thank-you schedule fired.
 * 1. the open house is gone (deleted, listing deleted): nothing to do
 * 2. it now ends later (moved): schedule again at the new end
 * 3. an agent's second message, when on, is set again at this end plus its delay (the end may have moved earlier)
 * 4. thank its consenting visitors as the manual button does (one claim per visitor, shared with the
 *    button, so nobody is thanked twice), marked automatic; a failed send is thrown so SQS redelivers
 */
export async function thankVisitorsAutomatically(deps: TNotifyDeps, input: { propertyId: string; openHouseId: string }): Promise<void> {
  const openHouse = (await listOpenHousesOfProperty(deps.db, input.propertyId)).find((oh) => oh.id === input.openHouseId);
  if (!openHouse) return;
  if (Date.parse(openHouse.endsAt) > deps.clock.now().getTime())
    return scheduleThankYou(deps, { propertyId: openHouse.propertyId, openHouseId: openHouse.id, endsAt: openHouse.endsAt });
  const secondMessage = await getSecondMessage(deps.db, openHouse.id);
  if (secondMessage?.isEnabled)
    await scheduleSecondMessage(deps, { propertyId: openHouse.propertyId, openHouseId: openHouse.id, endsAt: openHouse.endsAt }, secondMessage.delayDays);
  const agent = await getUserWithProfile(deps.db, openHouse.userId);
  if (!agent) return;
  const counts = await thankVisitors(deps, agent, openHouse, { siteOrigin: deps.siteOrigin, isAutomatic: true });
  logger.info('automatic thank-you', { openHouseId: openHouse.id, ...counts });
  if (counts.failed > 0) throw new Error(`${counts.failed} thank-you e-mails failed; the message comes back for them`);
}
