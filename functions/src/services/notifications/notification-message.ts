import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';

/** The queue every notification goes through (the entry table's notifications worker consumes it). */
export const NOTIFICATIONS_QUEUE = 'notifications';

/** What an agent is told about a new lead, taken when the lead is written (the queue message carries it). */
export const ZLeadAlertSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    source: z.enum(['listing', 'profile', 'open-house']),
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    message: z.nullable(z.string()),
    listingTitle: z.nullable(z.string()),
    /** Sign-in answers: the standard questions and the agent's own. */
    answers: z.array(z.object({ question: z.string(), answer: z.string() })),
    score: z.number(),
    createdAt: z.string(),
  }),
);
export type TLeadAlert = z.infer<typeof ZLeadAlertSchema>;

/** Where a listing event's continuation reads on: an index source (saved-search-index-repository.ts) and, within it, the key after which to read. */
export const ZMatchCursorSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ source: z.string(), startKey: z.optional(z.object({ pk: z.string(), sk: z.string() })) }),
);
export type TMatchCursor = z.infer<typeof ZMatchCursorSchema>;

/** One message on the notifications queue: lead alerts, listing events for saved searches, and the schedules that fire. */
export const ZNotificationMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('lead-created'),
      agentId: z.string(),
      lead: ZLeadAlertSchema,
      /** A sign-in's open house: its automatic thank-you is scheduled at its end (once per open house, by name). */
      openHouse: z.optional(z.object({ propertyId: z.string(), openHouseId: z.string(), endsAt: z.string() })),
      /** The lead was given to `agentId` from a team pool (not their own lead): alert only, it is in the pool already. */
      assigned: z.optional(z.literal(true)),
    }),
    /** A team lead's holder had the broker's hours to contact it: back to the pool if it is still New and still theirs. */
    z.object({ kind: z.literal('team-lead-return-due'), leadId: z.string(), holderId: z.string(), heldSince: z.string() }),
    /** A listing changed in ways saved searches are told of (listing-events.ts); the worker finds the searches it matches. */
    z.object({
      kind: z.literal('listing-changed'),
      listingId: z.string(),
      events: z.array(z.string().check(z.regex(/^(new|open-house#.+|price-drop#\d+|status#.+)$/))).check(z.minLength(1)),
      /** A continuation: read the index from here on (match-listing-events.ts); what comes before was read. */
      cursor: z.optional(ZMatchCursorSchema),
      /**
       * A continuation of the layout before the cursor (`<userId>#<searchId>`), sent before this release: it reads
       * from the start, and the claims skip the searches told.
       */
      after: z.optional(z.string()),
    }),
    /** A buyer's saved-search e-mail is due: the few minutes' instant matches, or the morning's daily digest. */
    z.object({ kind: z.literal('search-alerts-due'), userId: z.string(), frequency: z.enum(['instant', 'daily']) }),
    /** A person's digest is due (their one-time schedule fired). */
    z.object({ kind: z.literal('digest'), userId: z.string() }),
    /** An open house ended: thank its consenting visitors (its one-time schedule fired). */
    z.object({ kind: z.literal('open-house-ended'), propertyId: z.string(), openHouseId: z.string() }),
    /** A signed-in buyer asked for a showing: their confirmation e-mail (to their own confirmed address). */
    z.object({
      kind: z.literal('showing-requested'),
      userId: z.string(),
      leadId: z.string(),
      listingId: z.string(),
      listingTitle: z.nullable(z.string()),
      /** The times offered, as the agent reads them ("Sat, Nov 28, 10:00 AM – 12:00 PM (America/Chicago)"). */
      times: z.array(z.string()).check(z.minLength(1), z.maxLength(3)),
    }),
    /** An open house's second message is due (its one-time schedule fired, the agent's delay after the end). */
    z.object({ kind: z.literal('second-message-due'), propertyId: z.string(), openHouseId: z.string() }),
  ]),
);
export type TNotificationMessage = z.infer<typeof ZNotificationMessageSchema>;
