import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { REMOVAL_REQUEST_MESSAGES } from '../constants/privacy';
import { ZEmailSchema } from './fields.schema';

/** POST /api/privacy/removal-requests: the address whose door sign-ins and inquiries should go. */
export const ZRequestRemovalRequestSchema = /* @__PURE__ */ lazySchema(() => z.object({ email: ZEmailSchema }));
export type TRequestRemovalRequest = z.input<typeof ZRequestRemovalRequestSchema>;

/** The same answer whether or not anything is held for the address. */
export const ZRequestRemovalResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ message: z.string() }));

/** The link's token: 192 random bits in base64url (32 characters). */
export const ZConfirmRemovalParamsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    token: z.string({ error: REMOVAL_REQUEST_MESSAGES.invalid }).check(z.regex(/^[\w-]{20,64}$/, REMOVAL_REQUEST_MESSAGES.invalid)),
  }),
);

/** POST /api/privacy/removal-requests/{token}: what was done. */
export const ZConfirmRemovalResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ message: z.string() }));
export type TConfirmRemovalResponse = z.infer<typeof ZConfirmRemovalResponseSchema>;
