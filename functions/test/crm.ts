import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { sqsQueueSender } from '../src/adapters/queue/queue-sender';
import { VISITOR } from '../src/services/actor';
import { createProfileLead } from '../src/services/leads/create-profile-lead';
import type { createApiClient } from './http-client';
import { idOf } from './messages';
import { createTestDeps } from './test-deps';

type TClient = ReturnType<typeof createApiClient>;

/**
 * A lead of `owner` with a CRM delivery: the owner connects a webhook on the CRM stand-in, then a profile
 * inquiry is written through the service with the CRM queue (not over HTTP: the per-IP inquiry budget is
 * shared by the whole suite). Returns the lead's id.
 */
export async function seedCrmDeliveredLead(owner: TClient): Promise<string> {
  // The queue sender finds the queue and the SQS endpoint in the handlers' configuration.
  Object.assign(process.env, inject('handlerEnv'));
  await owner.request('PUT', '/api/crm/connection/webhook', { json: { url: `${inject('crmUrl')}/webhooks/fixture/${randomUUID()}` } });
  const { deps } = createTestDeps(new Date());
  const { id } = await createProfileLead({ ...deps, crmQueue: sqsQueueSender }, VISITOR, {
    agentId: await idOf(owner),
    ipKey: `crm-fixture-${randomUUID()}`,
    lead: { name: 'Casey Crm', email: 'casey.crm@example.test', message: 'Hello' },
  });
  return id;
}
