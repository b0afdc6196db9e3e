import { randomUUID } from 'node:crypto';
import { GetQueueUrlCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { CRM_MAX_ATTEMPTS, CRM_WEBHOOK_SIGNATURE_HEADER } from '@shared/constants/crm';
import type { TConnectWebhookResponse, TCrmConnection, TCrmDelivery, TGetCrmConnectionResponse } from '@shared/schemas/crm.schema';
import type { TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import { signUpActiveAgent, signUpAs } from '../../../test/accounts';
import { createApiClient } from '../../../test/http-client';
import { chicagoWallTime, createListing } from '../../../test/listings';
import { createTestDeps } from '../../../test/test-deps';
import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { getCrmDelivery } from '../../data/crm-repository';
import { crmDeliveryEntity } from '../../data/crm-records';
import * as keys from '../../data/keys';
import { VISITOR } from '../../services/actor';
import { createProfileLead } from '../../services/leads/create-profile-lead';
import { checkTimestampedSignature } from '../../platform/signature-header';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; errors?: { path: string; message: string }[] };
type TReceived = {
  kind: 'follow-up-boss' | 'webhook';
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown> & { id?: string; event?: Record<string, unknown> };
};

const crmUrl = () => inject('crmUrl');
const received = async () => (await (await fetch(`${crmUrl()}/received.json`)).json()) as TReceived[];
const webhookAt = (path: string) => `${crmUrl()}/webhooks/${path}/${randomUUID()}`;

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const leadOf = async (agent: TClient, leadId: string) =>
  (await agent.get<{ items: TPipelineLead[] }>('/api/leads')).body.items.find((lead) => lead.id === leadId);
const deliveryOnceSettled = (agent: TClient, leadId: string) =>
  waitFor(
    async () => (await leadOf(agent, leadId))?.crmDelivery ?? null,
    (delivery) => delivery !== null && delivery.status !== 'pending',
    `the CRM delivery of ${leadId}`,
  ) as Promise<TCrmDelivery>;

/** A profile inquiry through the service with the CRM queue (HTTP inquiries share one per-IP budget across the suite). */
async function profileInquiry(agentId: string, name: string) {
  const { deps } = createTestDeps(new Date());
  const { id } = await createProfileLead({ ...deps, crmQueue: sqsQueueSender }, VISITOR, {
    agentId,
    ipKey: `crm-test-${randomUUID()}`,
    lead: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.test`, message: 'Can we talk?' },
  });
  return id;
}

/** The agent's connection item exactly as DynamoDB holds it, every attribute as text. */
async function storedConnectionItem(userId: string) {
  const { deps } = createTestDeps(new Date());
  const { Item } = await deps.db.client.send(new GetCommand({ TableName: deps.db.tableName, Key: keys.crmConnection(userId), ConsistentRead: true }));
  return { item: Item ?? {}, text: JSON.stringify(Item ?? {}) };
}

/** A secret as it is, and as it would look merely encoded instead of sealed. */
const plainForms = (secret: string) => [secret, ...(['base64', 'base64url', 'hex'] as const).map((encoding) => Buffer.from(secret).toString(encoding))];

async function waitForDeadLetter(agentId: string, leadId: string) {
  const sqs = new SQSClient({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: 'crm-delivery-dlq' }));
  const deadLetters = await waitFor(
    async () => (await sqs.send(new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: 0 }))).Messages ?? [],
    (messages) => messages.some((m) => (JSON.parse(m.Body ?? '{}') as { leadId?: string }).leadId === leadId),
    'the dead-letter queue',
  );
  expect(deadLetters.map((m) => JSON.parse(m.Body ?? '{}') as unknown)).toContainEqual({ agentId, leadId });
  sqs.destroy();
}

const connectWebhook = async (agent: TClient, url: string) => {
  const response = await agent.request<TConnectWebhookResponse>('PUT', '/api/crm/connection/webhook', { json: { url } });
  expect(response.status).toBe(200);
  return response.body;
};

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

describe('the CRM connection', () => {
  it('starts empty and offers the local stand-in; refuses bad input with field messages, storing nothing', async () => {
    const { client: agent } = await signUpActiveAgent();
    const empty = await agent.get<TGetCrmConnectionResponse>('/api/crm/connection');
    expect(empty.body).toEqual({ connection: null, standIn: { followUpBossApiKey: 'local-fub-api-key-0001', webhookUrl: `${crmUrl()}/webhooks/demo` } });

    const noKey = await agent.request<TError>('PUT', '/api/crm/connection/follow-up-boss', { json: {} });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors).toEqual([{ path: 'apiKey', message: 'API key is required' }]);
    const plainHttp = await agent.request<TError>('PUT', '/api/crm/connection/webhook', { json: { url: 'http://crm.example.com/hook' } });
    expect(plainHttp.status).toBe(400);
    expect(plainHttp.body.errors).toEqual([{ path: 'url', message: 'Use an https:// address' }]);
    const internal = await agent.request<TError>('PUT', '/api/crm/connection/webhook', { json: { url: 'https://169.254.169.254/latest/meta-data' } });
    expect(internal.body.errors).toEqual([{ path: 'url', message: 'Use a public address, not one inside a private network' }]);
    const notUrl = await agent.request<TError>('PUT', '/api/crm/connection/webhook', { json: { url: 'not a url' } });
    expect(notUrl.body.errors).toEqual([{ path: 'url', message: 'Please enter a valid URL' }]);
    expect((await agent.get<TGetCrmConnectionResponse>('/api/crm/connection')).body.connection).toBeNull();
    expect((await agent.post<TError>('/api/crm/connection/test')).status).toBe(404);
  });

  it('keeps the Follow Up Boss key sealed: answers its last four only; Test says what the CRM said', async () => {
    const { client: agent } = await signUpActiveAgent();
    const connected = await agent.request<TCrmConnection>('PUT', '/api/crm/connection/follow-up-boss', { json: { apiKey: 'wrong-key-123456' } });
    expect(connected.body).toMatchObject({ kind: 'follow-up-boss', apiKeyLastFour: '3456', webhookUrl: null });
    const refused = await agent.post<{ success: boolean; message: string }>('/api/crm/connection/test');
    expect(refused.body).toEqual({ success: false, message: 'Follow Up Boss answered 401: {"errorMessage":"Invalid API key"}' });

    await agent.request('PUT', '/api/crm/connection/follow-up-boss', { json: { apiKey: 'local-fub-api-key-0001' } });
    const shown = await agent.get<TGetCrmConnectionResponse>('/api/crm/connection');
    expect(shown.body.connection).toMatchObject({ kind: 'follow-up-boss', apiKeyLastFour: '0001' });
    expect(JSON.stringify(shown.body.connection)).not.toContain('local-fub-api-key');
    const ok = await agent.post<{ success: boolean; message: string }>('/api/crm/connection/test');
    expect(ok.body).toEqual({ success: true, message: 'The CRM accepted a test lead.' });

    expect((await agent.request('DELETE', '/api/crm/connection')).status).toBe(200);
    expect((await agent.get<TGetCrmConnectionResponse>('/api/crm/connection')).body.connection).toBeNull();
  });

  it("shows a webhook's signing secret once; connecting again rotates it", async () => {
    const { client: agent } = await signUpActiveAgent();
    const first = await connectWebhook(agent, webhookAt('rotate'));
    expect(first.signingSecret).toMatch(/^whsec_/);
    const shown = await agent.get<TGetCrmConnectionResponse>('/api/crm/connection');
    expect(JSON.stringify(shown.body)).not.toContain(first.signingSecret);
    const second = await connectWebhook(agent, webhookAt('rotate'));
    expect(second.signingSecret).not.toBe(first.signingSecret);
  });

  it('stores the Follow Up Boss key and the webhook signing secret only sealed: neither is in plain text anywhere in the table item', async () => {
    const { client: agent, userId } = await signUpActiveAgent();
    const apiKey = `local-fub-sealed-${randomUUID()}`;
    expect((await agent.request('PUT', '/api/crm/connection/follow-up-boss', { json: { apiKey } })).status).toBe(200);
    const keyItem = await storedConnectionItem(userId);
    expect(keyItem.item).toMatchObject({ kind: 'follow-up-boss', sealedSecret: expect.stringMatching(/^v1\./) });
    for (const form of plainForms(apiKey)) expect(keyItem.text).not.toContain(form);

    const { signingSecret } = await connectWebhook(agent, webhookAt('sealed'));
    const secretItem = await storedConnectionItem(userId);
    expect(secretItem.item).toMatchObject({ kind: 'webhook', sealedSecret: expect.stringMatching(/^v1\./) });
    for (const form of [...plainForms(signingSecret), ...plainForms(signingSecret.slice('whsec_'.length))]) expect(secretItem.text).not.toContain(form);
  });

  it('is refused to buyers', async () => {
    const { client: buyer } = await signUpAs('BUYER');
    expect((await buyer.get('/api/crm/connection')).status).toBe(403);
  });
});

describe('CRM delivery through the queue, to the local stand-in', () => {
  it('sends a listing inquiry to Follow Up Boss as a Property Inquiry with the person and the property; the lead reads delivered', async () => {
    const { client: agent } = await signUpActiveAgent();
    await agent.request('PUT', '/api/crm/connection/follow-up-boss', { json: { apiKey: 'local-fub-api-key-0001' } });
    const listing = await createListing(agent, {
      title: 'CRM Test Bungalow',
      address: '4410 Duval St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78751',
      price: 525000,
      bedrooms: 3,
      bathrooms: 2,
    });
    const sent = await createApiClient().post<{ id: string }>(`/api/properties/${listing.id}/leads`, {
      name: 'Robin Q Reyes',
      email: 'robin.crm@example.test',
      phone: '512-555-0199',
      message: 'Is Saturday possible?',
    });
    expect(sent.status).toBe(201);

    const delivery = await deliveryOnceSettled(agent, sent.body.id);
    expect(delivery).toMatchObject({ kind: 'follow-up-boss', status: 'delivered', attempts: 1, lastError: null });
    const event = (await received()).find((r) => r.kind === 'follow-up-boss' && JSON.stringify(r.body).includes('robin.crm@example.test'))!;
    expect(event.headers['x-system']).toBe('OpenHouseMarket');
    expect(event.body).toEqual({
      source: 'openhouse.market',
      system: 'OpenHouseMarket',
      type: 'Property Inquiry',
      message: 'Is Saturday possible?',
      person: {
        firstName: 'Robin',
        lastName: 'Q Reyes',
        emails: [{ value: 'robin.crm@example.test' }],
        phones: [{ value: '512-555-0199' }],
        tags: ['OpenHouse Market', 'Property Inquiry'],
      },
      property: { street: '4410 Duval St', city: 'Austin', state: 'TX', code: '78751', price: 525000, bedrooms: 3, bathrooms: 2 },
    });
  });

  it('sends an open-house sign-in as Visited Open House', async () => {
    const { client: agent } = await signUpActiveAgent();
    await agent.request('PUT', '/api/crm/connection/follow-up-boss', { json: { apiKey: 'local-fub-api-key-0001' } });
    const openHouse = await agent.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
      title: 'Sign-in Cottage',
      address: '2100 Lake Austin Blvd, Austin, TX 78703',
      price: '615000',
      startsAt: chicagoWallTime(24 * 60),
      endsAt: chicagoWallTime(26 * 60),
    });
    await agent.request('PUT', `/api/properties/${openHouse.body.propertyId}/open-houses/${openHouse.body.openHouseId}/sign-in-form`, {
      json: { questions: [] },
    });
    const signIn = await createApiClient().post<{ id: string }>(`/api/open-houses/${openHouse.body.openHouseId}/sign-ins`, {
      clientId: `crm-${randomUUID()}`,
      name: 'Dana Door',
      email: 'dana.crm@example.test',
      workingWithAgent: 'no',
      answers: {},
      consent: false,
    });
    expect(signIn.status).toBe(201);
    expect(await deliveryOnceSettled(agent, signIn.body.id)).toMatchObject({ kind: 'follow-up-boss', status: 'delivered' });
    const event = (await received()).find((r) => JSON.stringify(r.body).includes('dana.crm@example.test'))!;
    expect(event.body).toMatchObject({
      type: 'Visited Open House',
      message: 'Signed in at the open house of Sign-in Cottage',
      person: { firstName: 'Dana', lastName: 'Door' },
    });
  });

  it('signs webhook deliveries (t=…,v1=HMAC-SHA256 of "t.body") with the secret shown at connection', async () => {
    const { client: agent, userId } = await signUpActiveAgent();
    const { signingSecret } = await connectWebhook(agent, webhookAt('signed'));
    const leadId = await profileInquiry(userId, 'Wren Webhook');
    expect(await deliveryOnceSettled(agent, leadId)).toMatchObject({ kind: 'webhook', status: 'delivered', attempts: 1 });
    const hook = (await received()).find((r) => r.kind === 'webhook' && r.body.id === leadId)!;
    expect(hook.body).toMatchObject({ type: 'lead.created', event: { type: 'General Inquiry', person: { firstName: 'Wren', lastName: 'Webhook' } } });
    expect(hook.body.event).not.toHaveProperty('property');
    const check = checkTimestampedSignature(hook.headers[CRM_WEBHOOK_SIGNATURE_HEADER], Buffer.from(JSON.stringify(hook.body)), signingSecret, 300, new Date());
    expect(check).toEqual({ ok: true });
  });

  it('retries a failing CRM with back-off and counts the attempts', async () => {
    const { client: agent, userId } = await signUpActiveAgent();
    await connectWebhook(agent, webhookAt('fail-2'));
    const leadId = await profileInquiry(userId, 'Rory Retry');
    expect(await deliveryOnceSettled(agent, leadId)).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect((await received()).filter((r) => r.body.id === leadId)).toHaveLength(1);
  });

  it('retries a failing Follow Up Boss with back-off and counts the attempts', async () => {
    const { client: agent, userId } = await signUpActiveAgent();
    await agent.request('PUT', '/api/crm/connection/follow-up-boss', { json: { apiKey: `local-fub-fail-2-${randomUUID()}` } });
    const leadId = await profileInquiry(userId, 'Fran Fubretry');
    expect(await deliveryOnceSettled(agent, leadId)).toMatchObject({ kind: 'follow-up-boss', status: 'delivered', attempts: 3, lastError: null });
    expect((await received()).filter((r) => r.kind === 'follow-up-boss' && JSON.stringify(r.body).includes('fran@example.test'))).toHaveLength(1);
  });

  it(`fails a Follow Up Boss delivery after ${CRM_MAX_ATTEMPTS} attempts with the answer the agent sees, and leaves its message in the dead-letter queue`, async () => {
    const { client: agent, userId } = await signUpActiveAgent();
    await agent.request('PUT', '/api/crm/connection/follow-up-boss', { json: { apiKey: `local-fub-fail-always-${randomUUID()}` } });
    const leadId = await profileInquiry(userId, 'Fay Fubdead');
    expect(await deliveryOnceSettled(agent, leadId)).toMatchObject({
      kind: 'follow-up-boss',
      status: 'failed',
      attempts: CRM_MAX_ATTEMPTS,
      lastError: `Follow Up Boss answered 503: {"errorMessage":"The local CRM stand-in fails this API key (attempt ${CRM_MAX_ATTEMPTS})"}`,
    });
    await waitForDeadLetter(userId, leadId);
    expect((await received()).some((r) => JSON.stringify(r.body).includes('fay@example.test'))).toBe(false);
  });

  it(`fails a delivery after ${CRM_MAX_ATTEMPTS} attempts with the last error, leaves its message in the dead-letter queue, and Retry sends it again`, async () => {
    const { client: agent, userId } = await signUpActiveAgent();
    await connectWebhook(agent, webhookAt('fail-always'));
    const leadId = await profileInquiry(userId, 'Dee Deadletter');
    const failed = await deliveryOnceSettled(agent, leadId);
    expect(failed).toMatchObject({ status: 'failed', attempts: CRM_MAX_ATTEMPTS, lastError: expect.stringContaining('The webhook answered 503') });

    await waitForDeadLetter(userId, leadId);

    const { client: intruder } = await signUpActiveAgent();
    expect((await intruder.post(`/api/leads/${leadId}/crm-delivery/retry`)).status).toBe(404);
    await connectWebhook(agent, webhookAt('fixed'));
    const retried = await agent.post<TCrmDelivery>(`/api/leads/${leadId}/crm-delivery/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(await deliveryOnceSettled(agent, leadId)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect((await agent.post<TError>(`/api/leads/${leadId}/crm-delivery/retry`)).status).toBe(409);
  });

  it('retries a pending delivery only once its message must have been lost (20 minutes untouched)', async () => {
    const { client: agent, userId } = await signUpActiveAgent();
    await connectWebhook(agent, webhookAt('lost'));
    const { deps } = createTestDeps(new Date());
    const pendingSince = async (minutesAgo: number) => {
      const leadId = randomUUID();
      const lead = {
        type: 'General Inquiry',
        name: 'Lou Lost',
        email: 'lou@example.test',
        phone: null,
        message: null,
        listingId: null,
        listingTitle: null,
        createdAt: new Date().toISOString(),
      };
      const delivery = {
        agentId: userId,
        leadId,
        kind: 'webhook' as const,
        status: 'pending' as const,
        attempts: 0,
        lastError: null,
        updatedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        lead,
      };
      await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: crmDeliveryEntity.toItem(delivery) }));
      return leadId;
    };
    const recent = await pendingSince(2);
    expect((await agent.post<TError>(`/api/leads/${recent}/crm-delivery/retry`)).body).toMatchObject({ message: 'This lead is still being delivered' });
    const lost = await pendingSince(30);
    expect((await agent.post<TCrmDelivery>(`/api/leads/${lost}/crm-delivery/retry`)).status).toBe(200);
    await waitFor(
      () => getCrmDelivery(deps.db, userId, lost),
      (delivery) => delivery?.status === 'delivered',
      'the lost delivery',
    );
  });

  it('fails a delivery whose agent disconnected the CRM meanwhile, saying so', async () => {
    const { userId } = await signUpActiveAgent();
    const { deps } = createTestDeps(new Date());
    const leadId = randomUUID();
    const lead = {
      type: 'General Inquiry',
      name: 'Gus Gone',
      email: 'gus@example.test',
      phone: null,
      message: null,
      listingId: null,
      listingTitle: null,
      createdAt: new Date().toISOString(),
    };
    await deps.db.client.send(
      new PutCommand({
        TableName: deps.db.tableName,
        Item: crmDeliveryEntity.toItem({
          agentId: userId,
          leadId,
          kind: 'webhook',
          status: 'pending',
          attempts: 0,
          lastError: null,
          updatedAt: lead.createdAt,
          lead,
        }),
      }),
    );
    await sqsQueueSender.send('crm-delivery', { agentId: userId, leadId });
    const failed = await waitFor(
      () => getCrmDelivery(deps.db, userId, leadId),
      (delivery) => delivery?.status === 'failed',
      'the failed delivery',
    );
    expect(failed).toMatchObject({ attempts: CRM_MAX_ATTEMPTS, lastError: 'No CRM connected' });
  });

  it('writes no delivery for an agent without a CRM', async () => {
    const { client: agent, userId } = await signUpActiveAgent();
    const leadId = await profileInquiry(userId, 'Nia Nocrm');
    expect((await leadOf(agent, leadId))?.crmDelivery).toBeNull();
  });
});
