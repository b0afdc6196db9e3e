import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { SHOWING_REQUEST_MAX_SLOTS } from '../time/showing-request';

const REQUIRED = 'Please fill in all required fields.';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One time offered for a showing, on the listing's wall clock. */
export const ZShowingSlotSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .strictObject({
      date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')),
      startTime: z.string().check(z.regex(TIME, 'Choose a time')),
      endTime: z.string().check(z.regex(TIME, 'Choose a time')),
    })
    .check(z.refine((slot) => slot.endTime > slot.startTime, { message: 'End time must be after start time', path: ['endTime'] })),
);

/** POST /api/properties/{id}/leads: the inquiry form (spec §5: name and email required). */
export const ZCreateLeadRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    name: z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(100, 'Name must be at most 100 characters')),
    email: z.pipe(
      z.string({ error: REQUIRED }).check(z.trim(), z.toLowerCase(), z.minLength(1, REQUIRED), z.maxLength(254, 'Invalid email')),
      z.email({ error: 'Invalid email' }),
    ),
    phone: z.optional(z.string().check(z.trim(), z.maxLength(40, 'Phone must be at most 40 characters'))),
    message: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'Message must be at most 2000 characters'))),
    /**
     * Schedule Viewing: the times the buyer offers (date and window on the listing's clock). The inquiry is then a
     * showing request; the server checks each is in the future and within 60 days, and the agent sees them first.
     */
    showingSlots: z.optional(
      z
        .array(ZShowingSlotSchema)
        .check(z.minLength(1, 'Choose a time for the showing'), z.maxLength(SHOWING_REQUEST_MAX_SLOTS, `Offer at most ${SHOWING_REQUEST_MAX_SLOTS} times`)),
    ),
  }),
);
export type TCreateLeadRequest = z.input<typeof ZCreateLeadRequestSchema>;

export const ZLeadSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    listingId: z.string(),
    listingTitle: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    message: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type TLead = z.infer<typeof ZLeadSchema>;

export const ZListLeadsResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ items: z.array(ZLeadSchema) }));
export const ZCreateLeadResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ success: z.literal(true), message: z.string(), id: z.string() }));
