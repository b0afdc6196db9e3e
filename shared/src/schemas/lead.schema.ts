import * as z from 'zod';

const REQUIRED = 'Please fill in all required fields.';

/** POST /api/properties/{id}/leads: the inquiry form (spec §5: name and email required). */
export const ZCreateLeadRequestSchema = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100, 'Name must be at most 100 characters'),
  email: z.string({ error: REQUIRED }).trim().toLowerCase().min(1, REQUIRED).max(254, 'Invalid email').pipe(z.email({ error: 'Invalid email' })),
  phone: z.string().trim().max(40, 'Phone must be at most 40 characters').optional(),
  message: z.string().trim().max(2000, 'Message must be at most 2000 characters').optional(),
});
export type TCreateLeadRequest = z.input<typeof ZCreateLeadRequestSchema>;

export const ZLeadSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type TLead = z.infer<typeof ZLeadSchema>;

export const ZListLeadsResponseSchema = z.object({ items: z.array(ZLeadSchema) });
export const ZCreateLeadResponseSchema = z.object({ success: z.literal(true), message: z.string(), id: z.string() });
