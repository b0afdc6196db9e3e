import { SECOND_MESSAGE_DEFAULT_DELAY_DAYS, type TSecondMessage } from '@shared/schemas/second-message.schema';
import type { TScheduler } from '../../adapters/scheduler/schedules';
import type { TOpenHouseRecord } from '../../data/property-records';
import { getSecondMessage, getSecondMessageDelivery, putSecondMessage, type TSecondMessageRecord } from '../../data/second-message-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { scheduleSecondMessage, secondMessageDueAt, unscheduleSecondMessage } from '../notifications/follow-up-schedule';
import { allowedLinkHosts, assertOwnLinksOnly } from './assert-own-links';
import { loadOwnOpenHouse } from './own-open-house';

/** What a second message says until the agent writes their own: it names the listing and asks for a reply. */
export function defaultSecondMessage(listingTitle: string): { subject: string; body: string } {
  return {
    subject: `Still thinking about ${listingTitle}?`,
    body: [
      `A few days ago you visited the open house at ${listingTitle}. I hope it gave you a good feel for the home.`,
      '',
      'If you would like a second look, have questions about the home or the neighborhood, or want to talk about an offer, just reply to this e-mail.',
    ].join('\n'),
  };
}

type TSettings = Pick<TSecondMessageRecord, 'isEnabled' | 'delayDays' | 'subject' | 'body'>;

async function view(deps: TDeps, openHouse: TOpenHouseRecord, record: TSecondMessageRecord | null): Promise<TSecondMessage> {
  const settings: TSettings = record ?? { isEnabled: false, delayDays: SECOND_MESSAGE_DEFAULT_DELAY_DAYS, ...defaultSecondMessage(openHouse.listing.title) };
  const delivery = await getSecondMessageDelivery(deps.db, openHouse.id);
  return {
    isEnabled: settings.isEnabled,
    delayDays: settings.delayDays,
    subject: settings.subject,
    body: settings.body,
    isSaved: record !== null,
    scheduledFor: settings.isEnabled ? secondMessageDueAt(openHouse.endsAt, settings.delayDays).toISOString() : null,
    ...delivery,
  };
}

/** The second message of one of the caller's open houses (the defaults until saved), when it is due and when it went out. */
export async function getSecondMessageSettings(deps: TDeps, auth: TUserActor, input: { id: string; openHouseId: string }): Promise<TSecondMessage> {
  const [openHouse, record] = await Promise.all([loadOwnOpenHouse(deps, auth, input), getSecondMessage(deps.db, input.openHouseId)]);
  return view(deps, openHouse, record);
}

/**
 * Saves the second message of one of the caller's open houses.
 * 1. the open house must be the caller's (403/404)
 * 2. the subject and text link only to the caller's own website or ours (400 naming the field)
 * 3. store the settings beside the open house
 * 4. on: set its one-time schedule at the end plus the delay (moving it when it existed); off: remove it
 *    (the send checks the setting again, so nothing goes out even if the schedule fires meanwhile)
 */
export async function saveSecondMessageSettings(
  deps: TDeps & { scheduler: Pick<TScheduler, 'putOnce' | 'remove'> },
  auth: TUserActor,
  input: { id: string; openHouseId: string; settings: TSettings; siteOrigin: string },
): Promise<TSecondMessage> {
  const openHouse = await loadOwnOpenHouse(deps, auth, input);
  assertOwnLinksOnly(
    { subject: input.settings.subject, body: input.settings.body },
    allowedLinkHosts({ siteOrigin: input.siteOrigin, website: auth.profile.companyWebsite }),
  );
  const record: TSecondMessageRecord = {
    openHouseId: openHouse.id,
    propertyId: openHouse.propertyId,
    agentId: openHouse.userId,
    ...input.settings,
    updatedAt: deps.clock.now().toISOString(),
  };
  await putSecondMessage(deps.db, record);
  if (record.isEnabled)
    await scheduleSecondMessage(deps, { propertyId: openHouse.propertyId, openHouseId: openHouse.id, endsAt: openHouse.endsAt }, record.delayDays);
  else await unscheduleSecondMessage(deps, openHouse.id);
  return view(deps, openHouse, record);
}
