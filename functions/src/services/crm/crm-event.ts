import type { TFollowUpBossEvent } from '../../adapters/crm/follow-up-boss-client';
import type { TCrmLeadSnapshot } from '../../data/crm-records';
import { getProperty } from '../../data/property-repository';
import type { TDeps } from '../deps';

const splitName = (name: string) => {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
};

const defaultMessage = (lead: TCrmLeadSnapshot) =>
  lead.type === 'Visited Open House'
    ? `Signed in at the open house of ${lead.listingTitle ?? 'a listing'}`
    : `Inquiry${lead.listingTitle ? ` about ${lead.listingTitle}` : ''}`;

/**
 * The Follow Up Boss event for a lead: the person, their message, and the listing (read now: it may have
 * changed or gone since the lead was written; a deleted listing leaves the property out).
 */
export async function buildCrmEvent(deps: TDeps, lead: TCrmLeadSnapshot, source: { source: string; system: string }): Promise<TFollowUpBossEvent> {
  const property = lead.listingId ? await getProperty(deps.db, lead.listingId) : null;
  return {
    source: source.source,
    system: source.system,
    type: lead.type,
    message: lead.message ?? defaultMessage(lead),
    person: {
      ...splitName(lead.name),
      emails: [{ value: lead.email }],
      phones: lead.phone ? [{ value: lead.phone }] : [],
      tags: ['OpenHouse Market', lead.type],
    },
    ...(property
      ? {
          property: {
            street: property.address,
            city: property.city,
            state: property.state,
            code: property.zipCode,
            price: property.price,
            bedrooms: property.bedrooms,
            bathrooms: property.bathrooms,
          },
        }
      : {}),
  };
}
