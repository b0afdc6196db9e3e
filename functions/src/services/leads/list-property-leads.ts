import { LEAD_REMOVED_LABELS } from '@shared/constants/privacy';
import type { TLead } from '@shared/schemas/lead.schema';
import { listLeadsOfProperty } from '../../data/lead-repository';
import { getProperty } from '../../data/property-repository';
import { notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { PROPERTY_NOT_FOUND, assertOwner } from '../properties/owner-check';

/**
 * The leads about one listing, for its agent only.
 * 1. a live listing must be the caller's (403 otherwise)
 * 2. a deleted listing's leads stay readable to the agent they were for; anyone else gets 404
 */
export async function listPropertyLeads(deps: TDeps, auth: TUserActor, input: { id: string }): Promise<TLead[]> {
  const property = await getProperty(deps.db, input.id);
  if (property) assertOwner(property, auth);
  const leads = await listLeadsOfProperty(deps.db, input.id);
  if (!property && (leads.length === 0 || leads.some((lead) => lead.agentId !== auth.user.id))) throw notFound(PROPERTY_NOT_FOUND);
  // A removed lead keeps its place in the list, named for why it is blank.
  return leads.map(({ id, listingId, listingTitle, name, email, phone, message, createdAt, removal }) => ({
    id,
    listingId,
    listingTitle,
    name: removal ? LEAD_REMOVED_LABELS[removal.reason] : name,
    email,
    phone,
    message,
    createdAt,
  }));
}
