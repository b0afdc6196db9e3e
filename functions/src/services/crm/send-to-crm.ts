import { sendFollowUpBossEvent, type TFollowUpBossEvent } from '../../adapters/crm/follow-up-boss-client';
import { postSignedWebhook } from '../../adapters/crm/webhook-client';
import type { TCrmConnectionRecord } from '../../data/crm-records';
import type { TCrmSettings } from './crm-deps';
import { crmSecretsBox } from './crm-secrets';

/**
 * Sends one event through the connection: Follow Up Boss's Events API, or the webhook as
 * `{ id, type: 'lead.created' | 'test', createdAt, event }` signed with the connection's secret.
 * Throws CrmSendError when the CRM does not take it, or when the webhook's address is not a public one
 * (the egress guard decides, at connection time).
 */
export async function sendToCrm(
  settings: TCrmSettings,
  connection: TCrmConnectionRecord,
  delivery: { id: string; type: 'lead.created' | 'test'; event: TFollowUpBossEvent; now: Date },
): Promise<void> {
  const secret = crmSecretsBox().open(connection.sealedSecret);
  if (connection.kind === 'follow-up-boss') return sendFollowUpBossEvent(settings.followUpBoss, secret, delivery.event);
  await postSignedWebhook(
    connection.webhookUrl!,
    secret,
    { id: delivery.id, type: delivery.type, createdAt: delivery.now.toISOString(), event: delivery.event },
    delivery.now,
  );
}
