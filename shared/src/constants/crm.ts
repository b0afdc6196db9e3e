/** Where an agent's new leads go: Follow Up Boss's Events API, or a signed webhook (Zapier and other CRMs). */
export const CRM_KINDS = ['follow-up-boss', 'webhook'] as const;
export type TCrmKind = (typeof CRM_KINDS)[number];

export const CRM_KIND_LABELS: Record<TCrmKind, string> = { 'follow-up-boss': 'Follow Up Boss', webhook: 'Webhook' };

/** A lead's delivery: waiting in the queue (or between retries), received by the CRM, or given up on (dead-letter queue). */
export const CRM_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type TCrmDeliveryStatus = (typeof CRM_DELIVERY_STATUSES)[number];

/** Follow Up Boss event types by the lead's source (listing inquiry, profile contact, open-house sign-in). */
export const CRM_EVENT_TYPES = { listing: 'Property Inquiry', profile: 'General Inquiry', 'open-house': 'Visited Open House' } as const;
export type TCrmEventType = (typeof CRM_EVENT_TYPES)[keyof typeof CRM_EVENT_TYPES];

/** Attempts before a delivery is failed and its message left to the dead-letter queue (the queue's maxReceiveCount). */
export const CRM_MAX_ATTEMPTS = 5;

/** The header a webhook delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const CRM_WEBHOOK_SIGNATURE_HEADER = 'x-openhouse-signature';
