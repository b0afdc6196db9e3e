import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { API_KEY_PATTERN, API_KEY_REQUESTS_PER_DAY, API_KEY_REQUESTS_PER_SECOND } from '@shared/constants/api-keys';
import type { TListApiKeysResponse } from '@shared/schemas/api-key.schema';
import { markUserDeleted } from '../../data/account-closure-repository';
import { apiKeyEntity, getApiKey } from '../../data/api-key-repository';
import { API_KEY_DAY_SCOPE, API_KEY_DAY_WINDOW, API_KEY_SECOND_SCOPE, API_KEY_SECOND_WINDOW } from '../../services/api-keys/api-key-rate-limit';
import { API_KEY_PLAN_LAPSED_MESSAGE, INVALID_API_KEY_MESSAGE, apiKeyScopeMissingMessage } from '../../services/api-keys/authenticate-api-key';
import { API_KEY_LEADS_OWN_LISTINGS_MESSAGE } from '../../services/leads/create-lead';
import { ROUTE_TAKES_NO_API_KEY_MESSAGE } from '../middleware/api-key-gate.middleware';
import { putOnPlan, signUpActiveAgent } from '../../../test/accounts';
import { callWithKey, createKey, fillRateWindows, lapseSubscription } from '../../../test/api-keys';
import { createApiClient } from '../../../test/http-client';
import { createListing } from '../../../test/listings';
import { sharedTestDb } from '../../../test/test-deps';

type TError = { message: string; code?: string };
type TListPipelineLeadsResponse = { items: { id: string }[] };

/** A broker on Team annual, the plan that sells API access. */
async function teamAnnualBroker() {
  const broker = await signUpActiveAgent('BROKER');
  await putOnPlan(broker.userId, 'team_annual');
  return broker;
}

describe('API keys in settings', () => {
  it('shows a new key once, lists it without the secret, and stores only its SHA-256', async () => {
    const { client, userId } = await teamAnnualBroker();
    const created = await createKey(client, ['leads:read', 'leads:write'], 'Office CRM');
    expect(created.secret).toMatch(API_KEY_PATTERN);
    expect(created.key).toMatchObject({ name: 'Office CRM', scopes: ['leads:read', 'leads:write'], lastUsedAt: null, hint: `ohm_live_${created.key.id}_…` });

    const list = await client.get<TListApiKeysResponse>('/api/settings/api-keys');
    expect(list.status).toBe(200);
    expect(list.body.keys.map((key) => key.id)).toEqual([created.key.id]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret.slice(-43));

    const db = sharedTestDb();
    const item = (await db.client.send(new GetCommand({ TableName: db.tableName, Key: apiKeyEntity.key({ keyId: created.key.id }) }))).Item;
    expect(item).toMatchObject({ userId, secretHash: createHash('sha256').update(created.secret).digest('base64url') });
    expect(JSON.stringify(item)).not.toContain(created.secret.slice(-43));
  });

  it('refuses a name or scopes that are missing or unknown, and changes nothing', async () => {
    const { client } = await teamAnnualBroker();
    const response = await client.post<TError & { errors: { path: string; message: string }[] }>('/api/settings/api-keys', {
      name: ' ',
      scopes: ['leads:delete'],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error) => error.path).sort()).toEqual(['name', 'scopes.0']);
    expect((await client.get<TListApiKeysResponse>('/api/settings/api-keys')).body.keys).toEqual([]);
  });

  it('answers a Solo monthly agent 403 naming the plan that has API access, on every key route', async () => {
    const agent = await signUpActiveAgent();
    await putOnPlan(agent.userId, 'solo_monthly');
    for (const response of [
      await agent.client.get<TError>('/api/settings/api-keys'),
      await agent.client.post<TError>('/api/settings/api-keys', { name: 'Mine', scopes: ['leads:read'] }),
      await agent.client.request<TError>('DELETE', '/api/settings/api-keys/0123456789abcdef'),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED', message: 'API access is part of the Team Annual plan.' });
    }
  });

  it("revokes only the caller's own keys: another account's is a 404 and keeps working", async () => {
    const owner = await teamAnnualBroker();
    const other = await teamAnnualBroker();
    const { key, secret } = await createKey(owner.client, ['leads:read']);
    const foreign = await other.client.request<TError>('DELETE', `/api/settings/api-keys/${key.id}`);
    expect(foreign.status).toBe(404);
    expect((await callWithKey(secret, 'GET', '/api/leads')).status).toBe(200);
  });
});

describe('calls with Authorization: Bearer <key>', () => {
  it("act as the owner on a route that declares the key's scope, without cookies or Origin, and stamp the last use", async () => {
    const { client } = await teamAnnualBroker();
    const listing = await createListing(client);
    const { key, secret } = await createKey(client, ['leads:read', 'leads:write']);

    const created = await callWithKey<{ id: string }>(secret, 'POST', `/api/properties/${listing.id}/leads`, {
      name: 'Dana Visitor',
      email: 'dana@example.test',
      message: 'From our website',
    });
    expect(created.status).toBe(201);
    const leads = await callWithKey<TListPipelineLeadsResponse>(secret, 'GET', '/api/leads');
    expect(leads.status).toBe(200);
    expect(leads.body.items.map((lead) => lead.id)).toContain(created.body.id);
    expect((await client.get<TListPipelineLeadsResponse>('/api/leads')).body.items.map((lead) => lead.id)).toContain(created.body.id);
    expect((await getApiKey(sharedTestDb(), key.id))?.lastUsedAt).not.toBeNull();
  });

  it("read another agent's listing without counting a view: a program polling it is nobody looking at it", async () => {
    const other = await signUpActiveAgent();
    const listing = await createListing(other.client);
    const { client } = await teamAnnualBroker();
    const { secret } = await createKey(client, ['listings:read']);
    const read = await callWithKey<{ viewCount?: number }>(secret, 'GET', `/api/properties/${listing.id}`);
    expect(read.status).toBe(200);
    expect(read.body.viewCount ?? 0).toBe(0);
    // A person's view still counts.
    expect((await createApiClient().get<{ viewCount?: number }>(`/api/properties/${listing.id}`)).body.viewCount).toBe(1);
  });

  it('answer 403 on a route the key has no scope for, and on a route that takes no keys', async () => {
    const { client } = await teamAnnualBroker();
    const { secret } = await createKey(client, ['listings:read']);
    const leads = await callWithKey<TError>(secret, 'GET', '/api/leads');
    expect(leads.status).toBe(403);
    expect(leads.body.message).toBe(apiKeyScopeMissingMessage('leads:read'));
    const keys = await callWithKey<TError>(secret, 'GET', '/api/settings/api-keys');
    expect(keys.status).toBe(403);
    expect(keys.body.message).toBe(ROUTE_TAKES_NO_API_KEY_MESSAGE);
    expect((await callWithKey(secret, 'POST', '/api/settings/api-keys', { name: 'Escalate', scopes: ['leads:write'] })).status).toBe(403);
  });

  it("add leads only to the owner's own listings", async () => {
    const owner = await teamAnnualBroker();
    const stranger = await signUpActiveAgent();
    const listing = await createListing(stranger.client);
    const { secret } = await createKey(owner.client, ['leads:write']);
    const response = await callWithKey<TError>(secret, 'POST', `/api/properties/${listing.id}/leads`, { name: 'Spam', email: 'spam@example.test' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(API_KEY_LEADS_OWN_LISTINGS_MESSAGE);
  });

  it("answer 401 once the key is revoked, even with the owner's session cookie beside it", async () => {
    const { client } = await teamAnnualBroker();
    const { key, secret } = await createKey(client, ['leads:read']);
    expect((await callWithKey(secret, 'GET', '/api/leads')).status).toBe(200);
    expect((await client.request('DELETE', `/api/settings/api-keys/${key.id}`)).status).toBe(200);
    const after = await callWithKey<TError>(secret, 'GET', '/api/leads');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(INVALID_API_KEY_MESSAGE);
    // The key alone decides a keyed call: the session in the jar is never read.
    const withCookie = await client.request<TError>('GET', '/api/leads', { headers: { authorization: `Bearer ${secret}` } });
    expect(withCookie.status).toBe(401);
    expect((await client.get<TListApiKeysResponse>('/api/settings/api-keys')).body.keys).toEqual([]);
  });

  it('answer 401 for a key that was never made, or one altered by a character', async () => {
    const { client } = await teamAnnualBroker();
    const { secret } = await createKey(client, ['leads:read']);
    const altered = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    for (const key of [altered, 'ohm_live_0000000000000000_' + 'x'.repeat(43), 'not-a-key']) {
      const response = await callWithKey<TError>(key, 'GET', '/api/leads');
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(INVALID_API_KEY_MESSAGE);
    }
  });

  it('answer 401 to a malformed Bearer header on a public route, instead of serving it as a visitor', async () => {
    for (const authorization of ['Bearer', 'Bearer two words']) {
      const response = await createApiClient().request<TError>('GET', '/api/properties', { headers: { authorization } });
      expect(response.status).toBe(401);
    }
  });

  it("answer 401 once the owner's plan lapses", async () => {
    const { client, userId } = await teamAnnualBroker();
    const { secret } = await createKey(client, ['leads:read']);
    expect((await callWithKey(secret, 'GET', '/api/leads')).status).toBe(200);
    await lapseSubscription(userId);
    const response = await callWithKey<TError>(secret, 'GET', '/api/leads');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(API_KEY_PLAN_LAPSED_MESSAGE);
  });

  it('answer 401 as soon as the owner closes their account, before the deletion worker removes the keys', async () => {
    const { client, userId, email } = await teamAnnualBroker();
    const { secret } = await createKey(client, ['leads:read']);
    expect((await callWithKey(secret, 'GET', '/api/leads')).status).toBe(200);
    // What the deletion request writes at once (the worker, which deletes the keys, is not run here).
    await markUserDeleted(sharedTestDb(), { userId, email, now: new Date().toISOString() });
    const response = await callWithKey<TError>(secret, 'GET', '/api/leads');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(INVALID_API_KEY_MESSAGE);
  });

  it(`answer 429 with Retry-After beyond ${API_KEY_REQUESTS_PER_SECOND} requests in a second`, async () => {
    const { client } = await teamAnnualBroker();
    const { key, secret } = await createKey(client, ['leads:read']);
    // This second and the next few are full already, so the call lands in a full one however slow the machine.
    await fillRateWindows(API_KEY_SECOND_SCOPE, key.id, API_KEY_SECOND_WINDOW, API_KEY_REQUESTS_PER_SECOND, 10);
    const response = await callWithKey<TError>(secret, 'GET', '/api/leads');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it(`answer 429 with Retry-After until the next UTC day beyond ${API_KEY_REQUESTS_PER_DAY} requests in a day`, async () => {
    const { client } = await teamAnnualBroker();
    const { key, secret } = await createKey(client, ['leads:read']);
    await fillRateWindows(API_KEY_DAY_SCOPE, key.id, API_KEY_DAY_WINDOW, API_KEY_REQUESTS_PER_DAY - 1);
    expect((await callWithKey(secret, 'GET', '/api/leads')).status).toBe(200);
    const response = await callWithKey<TError>(secret, 'GET', '/api/leads');
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(API_KEY_DAY_WINDOW);
    // Another key of the same owner has its own allowance.
    const { secret: second } = await createKey(client, ['leads:read']);
    expect((await callWithKey(second, 'GET', '/api/leads')).status).toBe(200);
  });
});

describe('the API reference', () => {
  it('documents the bearer scheme and, from the route table, the routes each scope opens', async () => {
    type TDocs = {
      info: { description: string };
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: unknown; 'x-api-scope'?: string }>>;
    };
    const docs = (await createApiClient().get<TDocs>('/api/docs?format=json')).body;
    expect(docs.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(docs.paths['/api/leads']?.get).toMatchObject({ 'x-api-scope': 'leads:read', security: [{ session: [] }, { apiKey: ['leads:read'] }] });
    expect(docs.paths['/api/settings/api-keys']?.get?.['x-api-scope']).toBeUndefined();
    expect(docs.info.description).toContain('leads:write (Add and update leads) opens POST /api/properties/{id}/leads, PATCH /api/leads/{id}');
  });
});
