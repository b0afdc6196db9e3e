import * as z from '../zod';
import { ROLES } from '../constants/roles';
import { ZEmailSchema } from './fields.schema';

export const ZWaitlistRequestSchema = z.object({
  email: ZEmailSchema,
  role: z._default(z.enum(ROLES, { error: 'Role must be one of BUYER, AGENT, BROKER' }), 'AGENT'),
});
export type TWaitlistRequest = z.input<typeof ZWaitlistRequestSchema>;

export const ZWaitlistResponseSchema = z.object({ success: z.literal(true), message: z.string() });
