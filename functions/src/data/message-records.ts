import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { PROFILE_CONTACT_SUBJECT, listingInquirySubject } from '@shared/constants/messages';
import { defineEntity } from './entity';
import type { TLeadRecord } from './property-records';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * One conversation per lead (pk MESSAGE#leadId): a copy of the inquiry, the receiving agent's own state
 * of it, and the agent's replies and forwards. Written with the lead in one transaction; replaced as a
 * whole with a version check on every change. Found by id, in the agent's inbox (gsi1) and, for
 * signed-in senders, in their sent messages (gsi2).
 */
export const messageEntity = defineEntity({
  name: ENTITY.message,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      /** The lead's id. */
      id: z.string(),
      agentId: z.string(),
      senderUserId: z.nullable(z.string()),
      source: z.enum(['listing', 'profile']),
      listing: z.nullable(z.object({ id: z.string(), title: z.string() })),
      fromName: z.string(),
      email: z.string(),
      phone: z.nullable(z.string()),
      body: z.string(),
      /** The subject as the agent sees it. */
      subject: z.string(),
      /** Lower-cased sender, e-mail, subject, text and listing title: what the inbox search matches. */
      searchText: z.string(),
      createdAt: z.string(),
      /** The receiving agent's state of the conversation. */
      isRead: z.boolean(),
      isStarred: z.boolean(),
      isArchived: z.boolean(),
      /** Hidden from the agent for good (the sender still sees their inquiry). */
      isDeleted: z.boolean(),
      draft: z.nullable(z.object({ body: z.string(), savedAt: z.string() })),
      replies: z.array(z.object({ id: z.string(), fromName: z.string(), body: z.string(), sentAt: z.string() })),
      forwards: z.array(z.object({ to: z.string(), note: z.nullable(z.string()), sentAt: z.string() })),
      version: z.number(),
    }),
  ),
  key: (message: { id: string }) => keys.message(message.id),
  indexKeys: (message) => ({
    ...keys.messageInInbox(message.agentId, message.createdAt, message.id),
    ...(message.senderUserId ? keys.messageSentBy(message.senderUserId, message.createdAt, message.id) : {}),
  }),
});

export type TMessageRecord = ReturnType<typeof messageEntity.parse>;

/** Counted in the agent's unread badge: unread, in the inbox (not archived), not deleted. */
export const isCountedUnread = (message: Pick<TMessageRecord, 'isRead' | 'isArchived' | 'isDeleted'>) =>
  !message.isRead && !message.isArchived && !message.isDeleted;

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
