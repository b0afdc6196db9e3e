import { signUpActiveAgent, signUpAs, userIdOf } from '../../test/accounts';
import { endSubscriptionAtProvider } from '../../test/billing';
import { createListing, makeListing } from '../../test/listings';
import { createApiClient } from '../../test/http-client';
import { idOf, seedInquiry } from '../../test/messages';
import { createMlsConfiguration } from '../../test/mls';
import { seedCrmDeliveredLead } from '../../test/crm';
import { seedTeamLead } from '../../test/team-leads';
import { NOT_IN_A_TEAM } from '@shared/schemas/team-lead.schema';
import { ENTRIES } from '../entries';
import { httpEntryKey as routeKey, isWebhook, type THttpEntry } from '../entries/entry-types';
import { createKey } from '../../test/api-keys';
import { PNG, uploadToS3, type TPresignedUpload } from '../../test/uploads';

type TClient = ReturnType<typeof createApiClient>;

/**
 * Routes that end or replace the caller's session run last, so the other routes see live sessions.
 */
const SESSION_ENDING = new Set(['GET /api/auth/logout']);

/**
 * Routes whose path names another user's resource need an owner fixture: a function that creates a
 * resource as `owner` and returns the path to call. Every such route must appear here (checked below).
 */
const ownListing = async (owner: TClient, status: 'active' | 'draft' = 'active') => (await createListing(owner, { status })).id;
const ownMessage = async (owner: TClient) => seedInquiry(await idOf(owner));

const ownOpenHousePath = async (owner: TClient, date: string) => {
  const listing = await createListing(owner, { openHouse: { date, startTime: '10:00', endTime: '11:00' } });
  const openHouses = await owner.get<{ items: { id: string }[] }>(`/api/properties/${listing.id}/open-houses`);
  return `/api/properties/${listing.id}/open-houses/${openHouses.body.items[0]!.id}`;
};

let savedSearches = 0;
const ownSavedSearch = async (owner: TClient) => {
  // Each route's its own search: the same search twice is refused.
  const created = await owner.post<{ id: string }>('/api/users/saved-searches', {
    name: 'Owner check',
    source: 'listings',
    frequency: 'never',
    filters: { q: `owner check ${++savedSearches}` },
  });
  if (created.status !== 201) throw new Error(`save search failed: ${created.status}`);
  return created.body.id;
};

type TFixture = { path: string; body?: unknown };

const OWNER_FIXTURES: Record<string, (owner: TClient) => Promise<TFixture>> = {
  'PUT /api/properties/{id}': async (owner) => ({ path: `/api/properties/${await ownListing(owner)}`, body: makeListing() }),
  'DELETE /api/properties/{id}': async (owner) => ({ path: `/api/properties/${await ownListing(owner)}` }),
  'POST /api/properties/{id}/photos/uploads': async (owner) => ({
    path: `/api/properties/${await ownListing(owner)}/photos/uploads`,
    body: { files: [{ name: 'a.jpg', contentType: 'image/jpeg', size: 10 }] },
  }),
  'POST /api/properties/{id}/photos': async (owner) => ({
    path: `/api/properties/${await ownListing(owner)}/photos`,
    body: { keys: ['photos/listings/x.jpg'] },
  }),
  'GET /api/properties/{id}/leads': async (owner) => ({ path: `/api/properties/${await ownListing(owner)}/leads` }),
  'POST /api/properties/{id}/open-houses': async (owner) => ({
    path: `/api/properties/${await ownListing(owner)}/open-houses`,
    body: { date: '2099-01-01', startTime: '10:00', endTime: '11:00' },
  }),
  'DELETE /api/properties/{id}/open-houses/{openHouseId}': async (owner) => {
    const listing = await createListing(owner, { openHouse: { date: '2099-01-02', startTime: '10:00', endTime: '11:00' } });
    const openHouses = await owner.get<{ items: { id: string }[] }>(`/api/properties/${listing.id}/open-houses`);
    return { path: `/api/properties/${listing.id}/open-houses/${openHouses.body.items[0]!.id}` };
  },
  'GET /api/properties/{id}/open-houses/{openHouseId}/sign-in-form': async (owner) => ({ path: `${await ownOpenHousePath(owner, '2099-01-04')}/sign-in-form` }),
  'PUT /api/properties/{id}/open-houses/{openHouseId}/sign-in-form': async (owner) => ({
    path: `${await ownOpenHousePath(owner, '2099-01-05')}/sign-in-form`,
    body: { questions: [{ id: 'first-home', kind: 'yes-no', label: 'First home?' }] },
  }),
  'POST /api/properties/{id}/open-houses/{openHouseId}/thank-you': async (owner) => ({ path: `${await ownOpenHousePath(owner, '2099-01-06')}/thank-you` }),
  'GET /api/properties/{id}/open-houses/{openHouseId}/second-message': async (owner) => ({
    path: `${await ownOpenHousePath(owner, '2099-01-07')}/second-message`,
  }),
  'PUT /api/properties/{id}/open-houses/{openHouseId}/second-message': async (owner) => ({
    path: `${await ownOpenHousePath(owner, '2099-01-08')}/second-message`,
    body: { isEnabled: true, delayDays: 3, subject: 'Still thinking about it?', body: 'Reply any time.' },
  }),
  'PATCH /api/leads/{id}': async (owner) => ({ path: `/api/leads/${await ownMessage(owner)}`, body: { status: 'contacted' } }),
  // A lead of the owner's team pool: another agent, in no team of theirs, may neither claim nor assign it.
  'POST /api/team-leads/{id}/claim': async (owner) => ({ path: `/api/team-leads/${await seedTeamLead(await idOf(owner))}/claim` }),
  'PUT /api/team-leads/{id}/assignee': async (owner) => ({
    path: `/api/team-leads/${await seedTeamLead(await idOf(owner))}/assignee`,
    body: { assigneeId: null },
  }),
  // A saved record is per user: another user's PATCH finds nothing of theirs.
  'PATCH /api/users/saved-open-houses/{openHouseId}': async (owner) => {
    const listing = await createListing(owner, { openHouse: { date: '2099-01-03', startTime: '10:00', endTime: '11:00' } });
    const openHouses = await owner.get<{ items: { id: string }[] }>(`/api/properties/${listing.id}/open-houses`);
    const openHouseId = openHouses.body.items[0]!.id;
    await owner.post('/api/users/saved-open-houses', { propertyId: listing.id, openHouseId });
    return { path: `/api/users/saved-open-houses/${openHouseId}`, body: { status: 'rsvp' } };
  },
  // An export's link answers only its own account: another's session finds no export of that id (404).
  'GET /api/support-requests/{userId}/{id}/screenshot': async (owner) => {
    const presigned = await owner.post<{ upload: TPresignedUpload }>('/api/support-requests/screenshots/uploads', {
      file: { name: 'a.png', contentType: 'image/png', size: PNG.length },
    });
    await uploadToS3(presigned.body.upload, PNG, 'image/png');
    const created = await owner.post<{ id: string }>('/api/support-requests', {
      topic: 'other',
      message: 'Owner check',
      screenshotKey: presigned.body.upload.key,
    });
    return { path: `/api/support-requests/${await idOf(owner)}/${created.body.id}/screenshot` };
  },
  'GET /api/account/export/{id}/download': async (owner) => {
    const started = await owner.post<{ export: { id: string } }>('/api/account/export');
    return { path: `/api/account/export/${started.body.export.id}/download?token=${'x'.repeat(32)}` };
  },
  // A saved search is per user: another user's id finds nothing of theirs (404).
  'PATCH /api/users/saved-searches/{id}': async (owner) => ({ path: `/api/users/saved-searches/${await ownSavedSearch(owner)}`, body: { paused: true } }),
  'DELETE /api/users/saved-searches/{id}': async (owner) => ({ path: `/api/users/saved-searches/${await ownSavedSearch(owner)}` }),
  'DELETE /api/settings/api-keys/{id}': async (owner) => ({ path: `/api/settings/api-keys/${(await createKey(owner, ['leads:read'])).key.id}` }),
  'POST /api/users/saved-searches/{id}/visit': async (owner) => ({ path: `/api/users/saved-searches/${await ownSavedSearch(owner)}/visit` }),
  // Another user may favourite a public listing, but not someone's draft.
  'PUT /api/users/saved-listings/{propertyId}': async (owner) => ({ path: `/api/users/saved-listings/${await ownListing(owner, 'draft')}` }),
  // Profiles, account, settings and messages: a conversation in the owner's inbox
  'PATCH /api/messages/{id}': async (owner) => ({ path: `/api/messages/${await ownMessage(owner)}`, body: { starred: true } }),
  'DELETE /api/messages/{id}': async (owner) => ({ path: `/api/messages/${await ownMessage(owner)}` }),
  'PUT /api/messages/{id}/draft': async (owner) => ({ path: `/api/messages/${await ownMessage(owner)}/draft`, body: { body: 'Draft' } }),
  'POST /api/messages/{id}/reply': async (owner) => ({ path: `/api/messages/${await ownMessage(owner)}/reply`, body: { body: 'Hello' } }),
  'POST /api/messages/{id}/forward': async (owner) => ({ path: `/api/messages/${await ownMessage(owner)}/forward`, body: { to: 'colleague@example.test' } }),
  // A brokerage's requests: only its broker acts on them (the owner here is the agent who asked).
  'POST /api/brokerage/team/{userId}/approve': async (owner) => ({ path: `/api/brokerage/team/${await idOf(owner)}/approve` }),
  'POST /api/brokerage/team/{userId}/decline': async (owner) => ({ path: `/api/brokerage/team/${await idOf(owner)}/decline` }),
  'DELETE /api/brokerage/team/{userId}': async (owner) => ({ path: `/api/brokerage/team/${await idOf(owner)}` }),
  // MLS configurations: another agent's id is not found among theirs.
  'PATCH /api/mls/configurations/{id}': async (owner) => ({
    path: `/api/mls/configurations/${await createMlsConfiguration(owner)}`,
    body: { isActive: false },
  }),
  'DELETE /api/mls/configurations/{id}': async (owner) => ({ path: `/api/mls/configurations/${await createMlsConfiguration(owner)}` }),
  'GET /api/mls/configurations/{id}/logs': async (owner) => ({ path: `/api/mls/configurations/${await createMlsConfiguration(owner)}/logs` }),
  'POST /api/mls/configurations/{id}/test': async (owner) => ({ path: `/api/mls/configurations/${await createMlsConfiguration(owner)}/test` }),
  'POST /api/mls/configurations/{id}/verification/code': async (owner) => ({
    path: `/api/mls/configurations/${await createMlsConfiguration(owner)}/verification/code`,
    body: { kind: 'agent' },
  }),
  'POST /api/mls/configurations/{id}/verification/confirm': async (owner) => ({
    path: `/api/mls/configurations/${await createMlsConfiguration(owner)}/verification/confirm`,
    body: { kind: 'agent', code: '123456' },
  }),
  'POST /api/mls/configurations/{id}/verification/review': async (owner) => ({
    path: `/api/mls/configurations/${await createMlsConfiguration(owner)}/verification/review`,
    body: { kind: 'agent' },
  }),
  'POST /api/mls/configurations/{id}/sync': async (owner) => ({
    path: `/api/mls/configurations/${await createMlsConfiguration(owner)}/sync`,
    body: { syncType: 'incremental' },
  }),
  // A lead's CRM delivery lives in its agent's partition: another agent's Retry finds none.
  'POST /api/leads/{id}/crm-delivery/retry': async (owner) => ({ path: `/api/leads/${await seedCrmDeliveredLead(owner)}/crm-delivery/retry` }),
};

/** Routes whose path names a listing while the record they touch is always the caller's own. */
const SELF_SCOPED = new Set([
  'DELETE /api/users/saved-listings/{propertyId}',
  'DELETE /api/users/saved-open-houses/{openHouseId}',
  // A day plan is named by its date within the caller's own plans (day-plans.int.test.ts: another buyer gets 404).
  'GET /api/users/day-plans/{date}',
  'PUT /api/users/day-plans/{date}',
  'GET /api/users/day-plans/{date}/calendar',
  'POST /api/users/day-plans/{date}/share',
  'DELETE /api/users/day-plans/{date}/share',
  'POST /api/notifications/{id}/read',
  // Administrators' routes: the registry and the review queue are the operators', not any member's.
  'PATCH /api/admin/mls-registry/{id}',
  'POST /api/admin/mls-reviews/{id}/decision',
  'POST /api/admin/support-requests/{userId}/{id}/reply',
  'PATCH /api/admin/support-requests/{userId}/{id}',
]);

const pathWithPlaceholders = (route: THttpEntry) => route.path.replace(/\{(\w+)\}/g, '01HZZZZZZZZZZZZZZZZZZZZZZZ');

const call = (client: TClient, route: THttpEntry, path = pathWithPlaceholders(route)) =>
  client.request(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} });

const ROUTE_LIST = ENTRIES.http;

describe('authorization: every HTTP entry in the table, five callers', () => {
  let callers: { visitor: TClient; buyer: TClient; agent: TClient; unsubscribedAgent: TClient; otherAgent: TClient; broker: TClient };

  beforeAll(async () => {
    const [buyer, agent, unsubscribedAgent, otherAgent, broker] = await Promise.all([
      signUpAs('BUYER'),
      signUpActiveAgent(),
      signUpAs('AGENT').then(async (lapsed) => (await endSubscriptionAtProvider(await userIdOf(lapsed.email)), lapsed)),
      signUpActiveAgent(),
      signUpActiveAgent('BROKER'),
    ]);
    callers = {
      visitor: createApiClient(),
      buyer: buyer.client,
      agent: agent.client,
      unsubscribedAgent: unsubscribedAgent.client,
      otherAgent: otherAgent.client,
      broker: broker.client,
    };
  });

  const ordered = [...ROUTE_LIST].sort((a, b) => Number(SESSION_ENDING.has(routeKey(a))) - Number(SESSION_ENDING.has(routeKey(b))));

  it.each(ordered.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    const visitor = await call(callers.visitor, route);
    const buyer = await call(callers.buyer, route);
    const agent = await call(callers.agent, route);

    if (isWebhook(route) && route.verifier.scheme === 'capability-in-path') {
      // The token in the path is the only credential: an unknown one is not found, whoever calls.
      expect([visitor.status, buyer.status, agent.status]).toEqual([404, 404, 404]);
      return;
    }
    if (isWebhook(route)) {
      // No signature: refused before anything is read, whoever calls, signed in or not.
      expect([visitor.status, buyer.status, agent.status]).toEqual([400, 400, 400]);
      return;
    }
    if (route.access === 'public') {
      expect([visitor.status, buyer.status, agent.status]).not.toContain(401);
      expect([visitor.status, buyer.status, agent.status]).not.toContain(403);
    }
    if (route.access === 'user') {
      expect(visitor.status).toBe(401);
      expect(buyer.status).not.toBe(401);
      expect(buyer.status).not.toBe(403);
      expect(agent.status).not.toBe(403);
    }
    if (route.access === 'pro' && route.teamCapability) {
      // A team's pool: an agent in no team is refused (403; a route with a body refuses the empty one first, 400), its broker is not.
      const broker = await call(callers.broker, route);
      expect([visitor.status, buyer.status]).toEqual([401, 403]);
      expect(agent.status).toBe(route.body ? 400 : 403);
      if (!route.body) expect(agent.body).toMatchObject({ message: NOT_IN_A_TEAM });
      expect([401, 403]).not.toContain(broker.status);
    }
    if (route.access === 'pro' && !route.teamCapability) {
      expect(visitor.status).toBe(401);
      expect(buyer.status).toBe(403);
      expect(agent.status).not.toBe(401);
      expect(agent.status).not.toBe(403);
    }
    if (route.access === 'subscribed') {
      const unsubscribed = await call(callers.unsubscribedAgent, route);
      expect([visitor.status, buyer.status, unsubscribed.status]).toEqual([401, 403, 403]);
      expect(unsubscribed.body).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
      expect([401, 403]).not.toContain(agent.status);
    }
    if (route.access === 'admin') {
      // No caller here is an operator; authorization of an admin is in mls-trust.int.test.ts.
      expect([visitor.status, buyer.status, agent.status]).toEqual([401, 403, 403]);
    }
    if (route.access === 'broker') {
      const broker = await call(callers.broker, route);
      expect([visitor.status, buyer.status, agent.status]).toEqual([401, 403, 403]);
      expect([401, 403]).not.toContain(broker.status);
    }
    for (const response of [visitor, buyer, agent]) expect(response.status).toBeLessThan(500);
  });

  it('every non-public route that names a resource has an owner fixture', () => {
    const missing = ROUTE_LIST.filter(
      (r) => !isWebhook(r) && r.access !== 'public' && /\{\w+\}/.test(r.path) && !OWNER_FIXTURES[routeKey(r)] && !SELF_SCOPED.has(routeKey(r)),
    ).map(routeKey);
    expect(missing).toEqual([]);
  });
});

describe("owner checks: a second agent cannot touch the first agent's resources", () => {
  let owner: TClient;
  let intruder: TClient;

  beforeAll(async () => {
    [owner, intruder] = (await Promise.all([signUpActiveAgent(), signUpActiveAgent()])).map((a) => a.client) as [TClient, TClient];
  });

  it.each(Object.entries(OWNER_FIXTURES))('%s refuses another agent (403 or 404)', async (key, createAsOwner) => {
    const route = ROUTE_LIST.find((r) => routeKey(r) === key);
    if (!route) throw new Error(`${key} is not in the route table`);
    const fixture = await createAsOwner(owner);
    const response = await intruder.request(route.method, fixture.path, fixture.body === undefined ? {} : { json: fixture.body });
    expect([403, 404]).toContain(response.status);
  });
});
