import { ulid } from 'ulid';
import type { TCreateLeadRequest } from '@shared/schemas/lead.schema';
import { putLead } from '../../data/lead-repository';
import { getProperty } from '../../data/property-repository';
import { conflict, forbidden, notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { newMessageFor } from '../../data/message-records';
import { PROPERTY_NOT_FOUND } from '../properties/owner-check';
import { shownAgentsOf } from '../properties/shown-agents';
import { assertInquiryAllowed } from './inquiry-rate-limit';
import type { TLeadCrmDeps } from '../crm/crm-deps';
import { prepareLeadCrmDelivery } from '../crm/lead-crm-delivery';
import { enqueueLeadAlert, type TLeadAlertDeps } from '../notifications/lead-alert';
import { enqueueShowingConfirmation } from './showing-confirmation';
import { showingRequestMessage } from './showing-request';

export const API_KEY_LEADS_OWN_LISTINGS_MESSAGE = 'An API key adds leads only to listings whose agent is the key’s owner.';

const NO_PROVEN_AGENT_MESSAGE = 'The MLS has not confirmed this listing’s agent yet, so it cannot take inquiries. Try again later.';

type TInquiry = Required<Pick<TCreateLeadRequest, 'name' | 'email'>> & TCreateLeadRequest;

/**
 * Stores an inquiry about an active listing as a lead for its agent: the one its page and cards name (shown-agents.ts;
 * a co-listed MLS listing's list agent, whichever account owns it).
 * 1. count the attempt against the IP (per listing and overall); over the limit → 429. Not for a call with an API
 *    key (`apiKeyOwnerId`: a broker's own site or CRM passing on its inquiries from one address), which counts
 *    against the key's limits instead and may add leads only to its owner's listings (403 otherwise)
 * 2. load the listing (drafts and missing listings → 404; a registered MLS's listing with no member the MLS has
 *    vouched for → 409, nobody told); a showing request's times must lie ahead, within
 *    60 days, and head the message in the listing's zone ("Showing request: Sat, Nov 28, 10:00 AM – 12:00 PM (America/Chicago)")
 * 3. write the lead and its conversation (the agent's inbox) and bump the listing's and the agent's
 *    counters in one transaction; a signed-in sender is recorded so they see it under Sent
 * 4. with the agent's CRM connected: a pending delivery in that transaction, then the lead on the CRM queue
 * 5. the agent's alert on the notifications queue (never mail from the request); a signed-in buyer's
 *    showing request also queues their own confirmation e-mail
 */
export async function createLead(
  deps: TDeps & TLeadCrmDeps & TLeadAlertDeps,
  input: { propertyId: string; ipKey: string; senderUserId: string | null; apiKeyOwnerId?: string; lead: TInquiry },
): Promise<{ id: string }> {
  if (!input.apiKeyOwnerId) await assertInquiryAllowed(deps, { ipKey: input.ipKey, target: 'listing', targetId: input.propertyId });
  const property = await getProperty(deps.db, input.propertyId);
  if (!property || property.status !== 'active') throw notFound(PROPERTY_NOT_FOUND);
  // The listing's agent as its page names them (a co-listed MLS listing: its list agent, whoever owns it).
  const agent = (await shownAgentsOf(deps, [property])).get(property.id);
  if (!agent) throw conflict(NO_PROVEN_AGENT_MESSAGE);
  if (input.apiKeyOwnerId && agent.id !== input.apiKeyOwnerId) throw forbidden(API_KEY_LEADS_OWN_LISTINGS_MESSAGE);
  const lead = {
    id: ulid(),
    source: 'listing' as const,
    listingId: property.id,
    listingTitle: property.title,
    agentId: agent.id,
    senderUserId: input.senderUserId,
    name: input.lead.name,
    email: input.lead.email,
    phone: input.lead.phone || null,
    message: showingRequestMessage(input.lead, property.timeZone, deps.clock.now()),
    createdAt: deps.clock.now().toISOString(),
  };
  const crm = await prepareLeadCrmDelivery(deps, lead);
  await putLead(deps.db, lead, newMessageFor(lead), crm?.item, property.timeZone);
  await crm?.enqueue();
  await enqueueLeadAlert(deps, lead);
  await enqueueShowingConfirmation(deps, {
    senderUserId: lead.senderUserId,
    leadId: lead.id,
    listingId: property.id,
    listingTitle: property.title,
    slots: input.lead.showingSlots,
    timeZone: property.timeZone,
  });
  return { id: lead.id };
}
