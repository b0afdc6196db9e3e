import * as z from 'zod';

export const ZErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});

export const ZMessageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
