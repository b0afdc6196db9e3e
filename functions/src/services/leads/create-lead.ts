import { ulid } from 'ulid';
import type { TCreateLeadRequest } from '@shared/schemas/lead.schema';
import { putLead } from '../../data/lead-repository';
import { getProperty } from '../../data/property-repository';
import { recordAttempt } from '../../data/rate-limit-repository';
import { AppError, notFound } from '../../platform/app-error';
import type { TDeps } from '../deps';
import { PROPERTY_NOT_FOUND } from '../properties/owner-check';

const HOUR = 3600;
/** Inquiries one connection may send: about one listing, and in all. */
const MAX_PER_LISTING_PER_HOUR = 5;
const MAX_PER_IP_PER_HOUR = 30;

export const INQUIRY_RATE_LIMITED_MESSAGE = 'Too many inquiries from your connection. Please try again in an hour.';

/**
 * Stores an inquiry about an active listing as a lead for its agent.
 * 1. count the attempt against the IP (per listing and overall); over the limit → 429
 * 2. load the listing (drafts and missing listings → 404)
 * 3. write the lead and bump the listing's and the agent's counters in one transaction
 */
export async function createLead(deps: TDeps, input: { propertyId: string; ipKey: string; lead: Required<Pick<TCreateLeadRequest, 'name' | 'email'>> & TCreateLeadRequest }): Promise<{ id: string }> {
  const now = deps.clock.now();
  const [perListing, overall] = await Promise.all([
    recordAttempt(deps.db, 'lead-listing', `${input.ipKey}#${input.propertyId}`, HOUR, now),
    recordAttempt(deps.db, 'lead-ip', input.ipKey, HOUR, now),
  ]);
  if (perListing > MAX_PER_LISTING_PER_HOUR || overall > MAX_PER_IP_PER_HOUR) {
    throw new AppError('RATE_LIMITED', INQUIRY_RATE_LIMITED_MESSAGE, undefined, { 'retry-after': String(HOUR) });
  }
  const property = await getProperty(deps.db, input.propertyId);
  if (!property || property.status !== 'active') throw notFound(PROPERTY_NOT_FOUND);
  const id = ulid();
  await putLead(deps.db, {
    id,
    listingId: property.id,
    listingTitle: property.title,
    agentId: property.userId,
    name: input.lead.name,
    email: input.lead.email,
    phone: input.lead.phone || null,
    message: input.lead.message || null,
    source: 'listing',
    createdAt: now.toISOString(),
  });
  return { id };
}
