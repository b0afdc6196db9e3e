import { PROFILE_CONTACT_SUBJECT, listingInquirySubject } from '@shared/constants/messages';
import type { TMessageRecord } from '../../data/message-records';
import type { TLeadRecord } from '../../data/property-records';

/** The conversation a new lead opens in its agent's inbox: unread, nothing replied yet. */
export function newMessageFor(lead: TLeadRecord): TMessageRecord {
  const listing = lead.source === 'profile' ? null : { id: lead.listingId, title: lead.listingTitle };
  const subject = listing ? listingInquirySubject(listing.title) : PROFILE_CONTACT_SUBJECT;
  const body = lead.message ?? '';
  return {
    id: lead.id,
    agentId: lead.agentId,
    senderUserId: lead.senderUserId ?? null,
    source: lead.source === 'profile' ? 'profile' : 'listing',
    listing,
    fromName: lead.name,
    email: lead.email,
    phone: lead.phone,
    body,
    subject,
    searchText: [lead.name, lead.email, subject, body, listing?.title ?? ''].join('\n').toLowerCase(),
    createdAt: lead.createdAt,
    isRead: false,
    isStarred: false,
    isArchived: false,
    isDeleted: false,
    draft: null,
    replies: [],
    forwards: [],
    version: 1,
  };
}
