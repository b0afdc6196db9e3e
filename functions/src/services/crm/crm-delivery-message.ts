import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';

/** One message on the crm-delivery queue: the lead whose delivery record says what to send. */
export const ZCrmDeliveryMessageSchema = /* @__PURE__ */ lazySchema(() => z.object({ agentId: z.string(), leadId: z.string() }));
export type TCrmDeliveryMessage = z.infer<typeof ZCrmDeliveryMessageSchema>;

/** The queue's name, as the entry table's CRM delivery worker consumes it. */
export const CRM_DELIVERY_QUEUE = 'crm-delivery';
