import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

/**
 * GET /api/mail/sending-limit: the caller's daily limit on automated mail to addresses they never mailed
 * before, how much of today's is used, how many mails it held back today, and when it resets (the next UTC
 * midnight).
 */
export const ZMailSendingLimitSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    tier: z.enum(['trial', 'paid']),
    limit: z.number().check(z.int()),
    usedToday: z.number().check(z.int()),
    notSentToday: z.number().check(z.int()),
    resetsAt: z.string(),
  }),
);
export type TMailSendingLimit = z.infer<typeof ZMailSendingLimitSchema>;
