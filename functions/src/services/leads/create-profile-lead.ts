import { ulid } from 'ulid';
import { isProRole } from '@shared/constants/roles';
import type { TCreateLeadRequest } from '@shared/schemas/lead.schema';
import { AGENT_NOT_FOUND } from '@shared/schemas/public-profile.schema';
import { newestListingTimeZone, putProfileLead } from '../../data/lead-repository';
import { getProfileParts } from '../../data/profile-repository';
import type { TLeadRecord } from '../../data/property-records';
import { notFound } from '../../platform/app-error';
import { signedInUser, type TActor } from '../actor';
import type { TDeps } from '../deps';
import { newMessageFor } from '../../data/message-records';
import { canViewProfile } from '../public-profiles/profile-visibility';
import { toSettings } from '../settings/to-settings';
import { assertInquiryAllowed } from './inquiry-rate-limit';
import type { TLeadCrmDeps } from '../crm/crm-deps';
import { prepareLeadCrmDelivery } from '../crm/lead-crm-delivery';
import { enqueueLeadAlert, type TLeadAlertDeps } from '../notifications/lead-alert';

type TInquiry = Required<Pick<TCreateLeadRequest, 'name' | 'email'>> & TCreateLeadRequest;

/**
 * The Contact button on a public profile: an inquiry to the agent (or broker) without a listing.
 * 1. count the attempt against the IP (per agent and overall, shared with listing inquiries); over → 429
 * 2. the user must be an agent or broker whose profile the caller may see (else 404 'Agent Not Found')
 * 3. write the lead (source 'profile') and its conversation and bump the agent's counters in one transaction
 *    (analytics count it on the day in the zone of the agent's newest listing)
 * 4. with the agent's CRM connected: a pending delivery in that transaction, then the lead on the CRM queue
 * 5. the agent's alert on the notifications queue (never mail from the request)
 */
export async function createProfileLead(
  deps: TDeps & TLeadCrmDeps & TLeadAlertDeps,
  viewer: TActor,
  input: { agentId: string; ipKey: string; lead: TInquiry },
): Promise<{ id: string }> {
  await assertInquiryAllowed(deps, { ipKey: input.ipKey, target: 'agent', targetId: input.agentId });
  const [parts, agentTimeZone] = await Promise.all([
    getProfileParts(deps.db, input.agentId),
    // The agent's zone for analytics: their newest listing's (a contact without a listing has no zone of its own).
    newestListingTimeZone(deps.db, input.agentId),
  ]);
  if (!parts || !isProRole(parts.profile.role) || !canViewProfile(input.agentId, toSettings(parts.settings), viewer)) throw notFound(AGENT_NOT_FOUND);
  const lead: TLeadRecord = {
    id: ulid(),
    source: 'profile',
    listingId: null,
    listingTitle: null,
    agentId: input.agentId,
    senderUserId: signedInUser(viewer)?.user.id ?? null,
    name: input.lead.name,
    email: input.lead.email,
    phone: input.lead.phone || null,
    message: input.lead.message || null,
    createdAt: deps.clock.now().toISOString(),
  };
  const crm = await prepareLeadCrmDelivery(deps, lead);
  await putProfileLead(deps.db, lead, newMessageFor(lead), AGENT_NOT_FOUND, crm?.item, agentTimeZone);
  await crm?.enqueue();
  await enqueueLeadAlert(deps, lead);
  return { id: lead.id };
}
