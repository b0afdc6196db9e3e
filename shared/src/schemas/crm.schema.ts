import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { CRM_DELIVERY_STATUSES, CRM_KINDS } from '../constants/crm';
import { ZResourceIdSchema } from './form-fields.schema';

/** An agent's CRM connection as the API shows it: never the API key or the signing secret, only hints. */
export const ZCrmConnectionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    kind: z.enum(CRM_KINDS),
    /** Follow Up Boss: the API key's last four characters. */
    apiKeyLastFour: z.nullable(z.string()),
    /** Webhook: where deliveries are posted. */
    webhookUrl: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type TCrmConnection = z.infer<typeof ZCrmConnectionSchema>;

/** GET /api/crm/connection. `standIn`: the local CRM stand-in's values, offered by `npm start` only. */
export const ZGetCrmConnectionResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    connection: z.nullable(ZCrmConnectionSchema),
    standIn: z.nullable(z.object({ followUpBossApiKey: z.string(), webhookUrl: z.string() })),
  }),
);
export type TGetCrmConnectionResponse = z.infer<typeof ZGetCrmConnectionResponseSchema>;

/** PUT /api/crm/connection/follow-up-boss: replaces any connection the agent had. */
export const ZConnectFollowUpBossRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    apiKey: z
      .string({ error: 'API key is required' })
      .check(
        z.trim(),
        z.minLength(1, 'API key is required'),
        z.minLength(8, 'That is too short for a Follow Up Boss API key'),
        z.maxLength(200, 'Must be at most 200 characters'),
        z.regex(/^\S+$/, 'An API key has no spaces'),
      ),
  }),
);
export type TConnectFollowUpBossRequest = z.infer<typeof ZConnectFollowUpBossRequestSchema>;

/** PUT /api/crm/connection/webhook: https only (the service allows http://localhost when run locally). */
export const ZConnectWebhookRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    url: z.pipe(
      z
        .string({ error: 'Webhook URL is required' })
        .check(z.trim(), z.minLength(1, 'Webhook URL is required'), z.maxLength(2000, 'Must be at most 2000 characters')),
      z.url({ error: 'Please enter a valid URL' }),
    ),
  }),
);
export type TConnectWebhookRequest = z.infer<typeof ZConnectWebhookRequestSchema>;

/** The signing secret is shown this once; connecting again makes a new one (a rotation). */
export const ZConnectWebhookResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ connection: ZCrmConnectionSchema, signingSecret: z.string() }));
export type TConnectWebhookResponse = z.infer<typeof ZConnectWebhookResponseSchema>;

/** POST /api/crm/connection/test: one test event sent now, and what the CRM answered. */
export const ZCrmTestResultSchema = /* @__PURE__ */ lazySchema(() => z.object({ success: z.boolean(), message: z.string() }));
export type TCrmTestResult = z.infer<typeof ZCrmTestResultSchema>;

/** A lead's delivery to its agent's CRM, as /leads shows it. */
export const ZCrmDeliverySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    kind: z.enum(CRM_KINDS),
    status: z.enum(CRM_DELIVERY_STATUSES),
    /** Sends tried so far (the first one included). */
    attempts: z.number().check(z.int()),
    lastError: z.nullable(z.string()),
    updatedAt: z.string(),
  }),
);
export type TCrmDelivery = z.infer<typeof ZCrmDeliverySchema>;

export const ZCrmDeliveryParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: ZResourceIdSchema }));
