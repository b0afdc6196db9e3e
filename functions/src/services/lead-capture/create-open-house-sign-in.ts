import { ulid } from 'ulid';
import { SIGN_IN_CONSENT_TEXT } from '@shared/constants/lead-capture';
import type { TCreateSignInRequest } from '@shared/schemas/lead-capture.schema';
import type { TLeadRecord } from '../../data/property-records';
import { getSignInReceipt, putSignInLead } from '../../data/sign-in-repository';
import { visitorConsentDeclinedWrite } from '../../data/visitor-consent-repository';
import { signedInUser, type TActor } from '../actor';
import type { TDeps } from '../deps';
import { assertInquiryAllowed } from '../leads/inquiry-rate-limit';
import { assertKioskSignInAllowed } from './kiosk-rate-limit';
import type { TLeadCrmDeps } from '../crm/crm-deps';
import { prepareLeadCrmDelivery } from '../crm/lead-crm-delivery';
import { enqueueLeadAlert, type TLeadAlertDeps } from '../notifications/lead-alert';
import { markAttended } from './mark-attended';
import { loadOpenSignInForm } from './open-sign-in-form';
import { toSignInAnswers } from './sign-in-answers';
import { signInMessageFor } from './sign-in-message';
import { isOutsideHours } from './sign-in-timing';

type TSignInInput = Omit<TCreateSignInRequest, 'answers'> & { answers: Record<string, string> };

/**
 * A visitor signs in at an open house; the sign-in becomes a 'Visited Open House' lead on its listing.
 * 1. load the saved form of an open house that still exists on an active listing (404 otherwise)
 * 2. a client id seen before returns its lead again: retries never make a second lead, nor count
 * 3. count the attempt: a visitor's phone like an inquiry about the listing; the listing's own agent's kiosk against
 *    the account's hourly allowance, sized for a door (429 over either); check the answers (400)
 * 4. write the receipt, the lead (flagged when outside the hours plus a margin), its conversation and the
 *    counters in one transaction (with a pending CRM delivery when the agent has a CRM connected, and, when
 *    the consent box was left unticked, the record that declines this agent's mail for good)
 * 5. a signed-in visitor's saved open house is marked attended; the lead goes on the CRM queue and its
 *    alert on the notifications queue (never mail from the request)
 */
export async function createOpenHouseSignIn(
  deps: TDeps & TLeadCrmDeps & TLeadAlertDeps,
  actor: TActor,
  input: { openHouseId: string; ipKey: string; signIn: TSignInInput },
): Promise<{ id: string }> {
  const { form, openHouse } = await loadOpenSignInForm(deps, input.openHouseId);
  const { signIn } = input;
  const earlier = await getSignInReceipt(deps.db, openHouse.id, signIn.clientId);
  if (earlier) return { id: earlier.leadId };
  // The listing's own agent signing visitors in on the kiosk: the sign-in is the visitor's, not the agent's.
  const isKiosk = signedInUser(actor)?.user.id === openHouse.userId;
  if (isKiosk) await assertKioskSignInAllowed(deps, { userId: openHouse.userId });
  else await assertInquiryAllowed(deps, { ipKey: input.ipKey, target: 'listing', targetId: openHouse.propertyId });
  const answers = toSignInAnswers(form.questions, signIn.answers);
  const now = deps.clock.now();
  const createdAt = now.toISOString();
  const user = isKiosk ? null : signedInUser(actor);
  const lead: Extract<TLeadRecord, { source: 'open-house' }> = {
    id: ulid(),
    source: 'open-house',
    listingId: openHouse.propertyId,
    listingTitle: openHouse.listing.title,
    openHouseId: openHouse.id,
    agentId: openHouse.userId,
    senderUserId: user?.user.id ?? null,
    name: signIn.name,
    email: signIn.email,
    phone: signIn.phone || null,
    message: null,
    createdAt,
    signIn: {
      clientId: signIn.clientId,
      workingWithAgent: signIn.workingWithAgent === 'yes',
      timeframe: signIn.timeframe ?? null,
      financing: signIn.financing ?? null,
      answers,
      consent: signIn.consent ? { text: SIGN_IN_CONSENT_TEXT, givenAt: createdAt } : null,
      isOutsideHours: isOutsideHours(openHouse, now),
      openHouse: { startsAt: openHouse.startsAt, endsAt: openHouse.endsAt, timeZone: openHouse.listing.timeZone },
    },
  };
  const receipt = {
    openHouseId: openHouse.id,
    clientId: signIn.clientId,
    leadId: lead.id,
    email: lead.email,
    name: lead.name,
    consent: signIn.consent,
    createdAt,
  };
  const crm = await prepareLeadCrmDelivery(deps, lead);
  const consentDeclined = signIn.consent
    ? undefined
    : visitorConsentDeclinedWrite(deps.db, { agentId: openHouse.userId, email: signIn.email, openHouseId: openHouse.id, declinedAt: createdAt });
  const isNew = await putSignInLead(deps.db, { lead, message: signInMessageFor(lead), receipt, crmDelivery: crm?.item, consentDeclined });
  if (!isNew) return { id: await leadIdOfEarlierSignIn(deps, openHouse.id, signIn.clientId) };
  if (user) await markAttended(deps, user, openHouse);
  await crm?.enqueue();
  await enqueueLeadAlert(deps, lead);
  return { id: lead.id };
}

/** The same client id won a race with this call: its receipt holds the lead. */
async function leadIdOfEarlierSignIn(deps: TDeps, openHouseId: string, clientId: string): Promise<string> {
  const receipt = await getSignInReceipt(deps.db, openHouseId, clientId);
  if (!receipt) throw new Error(`The sign-in ${clientId} of open house ${openHouseId} lost a race but has no receipt`);
  return receipt.leadId;
}
