import type { TFollowUpBossSettings } from '../../adapters/crm/follow-up-boss-client';
import type { TQueueSender } from '../../adapters/queue/queue-sender';
import type { TDeps } from '../deps';

/** How this deployment talks to CRMs (from configuration; tests pass their own). */
export type TCrmSettings = {
  followUpBoss: TFollowUpBossSettings;
  /** The lead source CRMs show. */
  eventSource: string;
  /** Local runs only (the egress switch EGRESS_ALLOW_LOOPBACK): webhooks may point at http://localhost or 127.0.0.1. */
  allowLocalWebhooks: boolean;
  /** The local stand-in's demo values the connect form offers; null in the cloud. */
  standIn: { followUpBossApiKey: string; webhookUrl: string } | null;
};

export type TCrmDeps = TDeps & { crm: TCrmSettings };

/** The worker's: besides sending, it delays a failed message's next delivery (the back-off). */
export type TCrmWorkerDeps = TCrmDeps & {
  retryBaseSeconds: number;
  queue: { delayRedelivery: (receiptHandle: string, seconds: number) => Promise<void> };
};

/** What a lead's write needs to hand the lead to the CRM queue; absent (seeding, fixtures), leads are not sent. */
export type TLeadCrmDeps = { crmQueue?: TQueueSender };
