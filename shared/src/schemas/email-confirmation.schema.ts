import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

/** POST /api/auth/confirm-email/{token}: the address the link confirmed. */
export const ZConfirmEmailResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ message: z.string(), email: z.string() }));
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponseSchema>;

/** POST /api/auth/confirm-email/resend: where the new link went. */
export const ZResendEmailConfirmationResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ message: z.string(), sentTo: z.string() }));
export type TResendEmailConfirmationResponse = z.infer<typeof ZResendEmailConfirmationResponseSchema>;

/** The link's token: 192 random bits in base64url (32 characters). */
export const ZConfirmEmailParamsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    token: z.string({ error: 'This confirmation link is not valid.' }).check(z.regex(/^[\w-]{20,64}$/, 'This confirmation link is not valid.')),
  }),
);
