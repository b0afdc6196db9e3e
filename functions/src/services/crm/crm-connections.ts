import { randomBytes } from 'node:crypto';
import type {
  TConnectFollowUpBossRequest,
  TConnectWebhookRequest,
  TConnectWebhookResponse,
  TCrmConnection,
  TGetCrmConnectionResponse,
} from '@shared/schemas/crm.schema';
import { EGRESS_URL_MESSAGES, egressUrlProblem } from '../../adapters/egress/egress-url';
import { deleteCrmConnection, getCrmConnection, putCrmConnection } from '../../data/crm-repository';
import { badRequest } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toCrmConnectionView } from './crm-connection-view';
import type { TCrmDeps } from './crm-deps';
import { crmSecretsBox } from './crm-secrets';

export const WEBHOOK_URL_MESSAGE = EGRESS_URL_MESSAGES.scheme;
export const PRIVATE_HOST_MESSAGE = EGRESS_URL_MESSAGES.address;

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
 * 1. the egress rule (adapters/egress): https to a public host, no fragment or credentials in the URL, an
 *    address in any IPv4 or IPv6 spelling judged by what it is; http://127.0.0.1 or localhost too under the
 *    local switch (400 otherwise, nothing stored). A name is judged again each time a delivery connects.
 * 2. store the URL with the secret sealed, replacing any connection the caller had
 */
export async function connectWebhook(deps: TCrmDeps, auth: TUserActor, input: TConnectWebhookRequest): Promise<TConnectWebhookResponse> {
  const found = egressUrlProblem(input.url, { allowLoopback: deps.crm.allowLocalWebhooks });
  if (found) throw badRequest('Invalid webhook URL', [{ path: 'url', message: EGRESS_URL_MESSAGES[found.problem] }]);
  const url = new URL(input.url);
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
