import { signUpActiveAgent, signUpAs } from '../../test/accounts';
import { createListing, makeListing } from '../../test/listings';
import { createApiClient } from '../../test/http-client';
import { ROUTE_LIST } from './routes';
import { routeKey, type TRouteDefinition } from './route-definition';

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

type TFixture = { path: string; body?: unknown };

const OWNER_FIXTURES: Record<string, (owner: TClient) => Promise<TFixture>> = {
  'PUT /api/properties/{id}': async (owner) => ({ path: `/api/properties/${await ownListing(owner)}`, body: makeListing() }),
  'DELETE /api/properties/{id}': async (owner) => ({ path: `/api/properties/${await ownListing(owner)}` }),
  'POST /api/properties/{id}/photos/uploads': async (owner) => ({
    path: `/api/properties/${await ownListing(owner)}/photos/uploads`,
    body: { files: [{ name: 'a.jpg', contentType: 'image/jpeg', size: 10 }] },
  }),
  'POST /api/properties/{id}/photos': async (owner) => ({ path: `/api/properties/${await ownListing(owner)}/photos`, body: { keys: ['photos/listings/x.jpg'] } }),
  'GET /api/properties/{id}/leads': async (owner) => ({ path: `/api/properties/${await ownListing(owner)}/leads` }),
  // Another user may favourite a public listing, but not someone's draft.
  'PUT /api/users/saved-listings/{propertyId}': async (owner) => ({ path: `/api/users/saved-listings/${await ownListing(owner, 'draft')}` }),
};

/** Routes whose path names a listing while the record they touch is always the caller's own. */
const SELF_SCOPED = new Set(['DELETE /api/users/saved-listings/{propertyId}']);

const pathWithPlaceholders = (route: TRouteDefinition) => route.path.replace(/\{(\w+)\}/g, '01HZZZZZZZZZZZZZZZZZZZZZZZ');

const call = (client: TClient, route: TRouteDefinition, path = pathWithPlaceholders(route)) =>
  client.request(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} });

describe('authorization: every route in the table, four callers', () => {
  let callers: { visitor: TClient; buyer: TClient; agent: TClient; otherAgent: TClient };

  beforeAll(async () => {
    const [buyer, agent, otherAgent] = await Promise.all([signUpAs('BUYER'), signUpActiveAgent(), signUpActiveAgent()]);
    callers = { visitor: createApiClient(), buyer: buyer.client, agent: agent.client, otherAgent: otherAgent.client };
  });

  const ordered = [...ROUTE_LIST].sort((a, b) => Number(SESSION_ENDING.has(routeKey(a))) - Number(SESSION_ENDING.has(routeKey(b))));

  it.each(ordered.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    const visitor = await call(callers.visitor, route);
    const buyer = await call(callers.buyer, route);
    const agent = await call(callers.agent, route);

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
    if (route.access === 'pro') {
      expect(visitor.status).toBe(401);
      expect(buyer.status).toBe(403);
      expect(agent.status).not.toBe(401);
      expect(agent.status).not.toBe(403);
    }
    for (const response of [visitor, buyer, agent]) expect(response.status).toBeLessThan(500);
  });

  it('every non-public route that names a resource has an owner fixture', () => {
    const missing = ROUTE_LIST.filter((r) => r.access !== 'public' && /\{\w+\}/.test(r.path) && !OWNER_FIXTURES[routeKey(r)] && !SELF_SCOPED.has(routeKey(r))).map(routeKey);
    expect(missing).toEqual([]);
  });

});

describe('owner checks: a second agent cannot touch the first agent\'s resources', () => {
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
