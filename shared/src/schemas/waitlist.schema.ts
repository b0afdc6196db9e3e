import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ROLES } from '../constants/roles';
import { ZEmailSchema } from './fields.schema';

export const ZWaitlistRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    email: ZEmailSchema,
    role: z._default(z.enum(ROLES, { error: 'Role must be one of BUYER, AGENT, BROKER' }), 'AGENT'),
  }),
);
export type TWaitlistRequest = z.input<typeof ZWaitlistRequestSchema>;

export const ZWaitlistResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ success: z.literal(true), message: z.string() }));
