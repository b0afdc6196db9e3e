import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { CRM_EVENT_TYPES } from '@shared/constants/crm';
import { ZCrmConnectionSchema, ZCrmDeliverySchema } from '@shared/schemas/crm.schema';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * An agent's one CRM connection. `sealedSecret` is the Follow Up Boss API key, or the webhook's signing
 * secret, sealed with AES-256-GCM; it never leaves the services that send.
 */
export const crmConnectionEntity = defineEntity({
  name: ENTITY.crmConnection,
  schema: /* @__PURE__ */ lazySchema(() => z.extend(ZCrmConnectionSchema, { userId: z.string(), sealedSecret: z.string() })),
  key: (connection) => keys.crmConnection(connection.userId),
});
export type TCrmConnectionRecord = ReturnType<typeof crmConnectionEntity.parse>;

/** What the CRM is told about the person and their message, copied from the lead when it was written. */
export const ZCrmLeadSnapshotSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    type: z.enum(Object.values(CRM_EVENT_TYPES) as [string, ...string[]]),
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    message: z.nullable(z.string()),
    listingId: z.nullable(z.string()),
    listingTitle: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type TCrmLeadSnapshot = z.infer<typeof ZCrmLeadSnapshotSchema>;

/** One lead's delivery to its agent's CRM: written 'pending' with the lead, moved by the worker. */
export const crmDeliveryEntity = defineEntity({
  name: ENTITY.crmDelivery,
  schema: /* @__PURE__ */ lazySchema(() => z.extend(ZCrmDeliverySchema, { agentId: z.string(), leadId: z.string(), lead: ZCrmLeadSnapshotSchema })),
  key: (delivery) => keys.crmDelivery(delivery.agentId, delivery.leadId),
});
export type TCrmDeliveryRecord = ReturnType<typeof crmDeliveryEntity.parse>;
