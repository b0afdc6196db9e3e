import { randomBytes } from 'node:crypto';
import type { TConnectFollowUpBossRequest, TConnectWebhookRequest, TConnectWebhookResponse, TCrmConnection, TGetCrmConnectionResponse } from '@shared/schemas/crm.schema';
import { isLocalHost, isPrivateHost } from '../../adapters/crm/webhook-host';
import { deleteCrmConnection, getCrmConnection, putCrmConnection } from '../../data/crm-repository';
import { badRequest } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toCrmConnectionView } from './crm-connection-view';
import type { TCrmDeps } from './crm-deps';
import { crmSecretsBox } from './crm-secrets';

export const WEBHOOK_URL_MESSAGE = 'Use an https:// address';
export const PRIVATE_HOST_MESSAGE = 'Use a public address, not one inside a private network';

/** The caller's connection (if any), and the local stand-in's values when running locally. */
export async function getOwnCrmConnection(deps: TCrmDeps, auth: TUserActor): Promise<TGetCrmConnectionResponse> {
  const record = await getCrmConnection(deps.db, auth.user.id);
  return { connection: record ? toCrmConnectionView(record) : null, standIn: deps.crm.standIn };
}

/** Stores the Follow Up Boss API key sealed, replacing any connection the caller had; only its last four characters are shown. */
export async function connectFollowUpBoss(deps: TDeps, auth: TUserActor, input: TConnectFollowUpBossRequest): Promise<TCrmConnection> {
  const record = {
    userId: auth.user.id,
    kind: 'follow-up-boss' as const,
    apiKeyLastFour: input.apiKey.slice(-4),
    webhookUrl: null,
    sealedSecret: crmSecretsBox().seal(input.apiKey),
    createdAt: deps.clock.now().toISOString(),
  };
  await putCrmConnection(deps.db, record);
  return toCrmConnectionView(record);
}

/**
 * Connects a webhook with a new signing secret, shown in this answer only (connecting again rotates it).
 * 1. https to a public host only; http://localhost too when running locally (400 otherwise, nothing stored)
 * 2. store the URL with the secret sealed, replacing any connection the caller had
 */
export async function connectWebhook(deps: TCrmDeps, auth: TUserActor, input: TConnectWebhookRequest): Promise<TConnectWebhookResponse> {
  const url = new URL(input.url);
  const isLocalRun = deps.crm.allowLocalWebhooks && isLocalHost(url);
  const isAllowed = isLocalRun ? ['http:', 'https:'].includes(url.protocol) : url.protocol === 'https:' && !isPrivateHost(url);
  if (!isAllowed) throw badRequest('Invalid webhook URL', [{ path: 'url', message: isPrivateHost(url) && url.protocol === 'https:' ? PRIVATE_HOST_MESSAGE : WEBHOOK_URL_MESSAGE }]);
  const signingSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const record = {
    userId: auth.user.id,
    kind: 'webhook' as const,
    apiKeyLastFour: null,
    webhookUrl: url.toString(),
    sealedSecret: crmSecretsBox().seal(signingSecret),
    createdAt: deps.clock.now().toISOString(),
  };
  await putCrmConnection(deps.db, record);
  return { connection: toCrmConnectionView(record), signingSecret };
}

/** Forgets the connection; leads still pending are retried and then fail ('No CRM connected'), unless a CRM is connected again. */
export async function disconnectCrm(deps: TDeps, auth: TUserActor): Promise<{ success: true; message: string }> {
  await deleteCrmConnection(deps.db, auth.user.id);
  return { success: true, message: 'CRM disconnected' };
}
