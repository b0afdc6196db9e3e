import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDeps } from '../deps';
import { suppressAddress } from '../mail-trust/suppression';

const recipients = /* @__PURE__ */ lazySchema(() => z.array(z.object({ emailAddress: z.string() })));

/** The fields we read of an SES event (configuration set event destination) or identity notification. */
export const ZSesFeedbackSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    eventType: z.optional(z.string()),
    notificationType: z.optional(z.string()),
    bounce: z.optional(z.object({ bounceType: z.string(), bouncedRecipients: recipients })),
    complaint: z.optional(z.object({ complainedRecipients: recipients })),
  }),
);

/** An SNS envelope (raw delivery off) holds the SES event as a JSON string in Message. */
const ZSnsEnvelopeSchema = /* @__PURE__ */ lazySchema(() => z.object({ Type: z.literal('Notification'), Message: z.string() }));

export function readSesFeedback(body: unknown): z.infer<typeof ZSesFeedbackSchema> {
  const envelope = ZSnsEnvelopeSchema.safeParse(body);
  return ZSesFeedbackSchema.parse(envelope.success ? JSON.parse(envelope.data.Message) : body);
}

/**
 * Suppresses everything for the addresses SES reports: every recipient of a permanent (hard) bounce and
 * every recipient who complained. Soft (transient) bounces suppress nothing. Idempotent (a put per address;
 * an address already suppressed keeps its first reason and date).
 */
export async function recordMailFeedback(deps: TDeps, body: unknown): Promise<{ suppressed: string[] }> {
  const feedback = readSesFeedback(body);
  const type = feedback.eventType ?? feedback.notificationType;
  const bounced = type === 'Bounce' && feedback.bounce?.bounceType === 'Permanent' ? feedback.bounce.bouncedRecipients : [];
  const complained = type === 'Complaint' ? (feedback.complaint?.complainedRecipients ?? []) : [];
  for (const r of bounced) await suppressAddress(deps, { email: r.emailAddress, scope: 'all', reason: 'bounce' });
  for (const r of complained) await suppressAddress(deps, { email: r.emailAddress, scope: 'all', reason: 'complaint' });
  return { suppressed: [...bounced, ...complained].map((r) => r.emailAddress.toLowerCase()) };
}
