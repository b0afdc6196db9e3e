import { signUpAs } from '../../test/accounts';
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
const OWNER_FIXTURES: Record<string, (owner: TClient) => Promise<string>> = {};

const pathWithPlaceholders = (route: TRouteDefinition) => route.path.replace(/\{(\w+)\}/g, '01HZZZZZZZZZZZZZZZZZZZZZZZ');

const call = (client: TClient, route: TRouteDefinition, path = pathWithPlaceholders(route)) =>
  client.request(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} });

describe('authorization: every route in the table, four callers', () => {
  let callers: { visitor: TClient; buyer: TClient; agent: TClient; otherAgent: TClient };

  beforeAll(async () => {
    const [buyer, agent, otherAgent] = await Promise.all([signUpAs('BUYER'), signUpAs('AGENT'), signUpAs('AGENT')]);
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
    const missing = ROUTE_LIST.filter((r) => r.access !== 'public' && /\{\w+\}/.test(r.path) && !OWNER_FIXTURES[routeKey(r)]).map(routeKey);
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(OWNER_FIXTURES))('%s refuses another agent (403 or 404)', async (key, createAsOwner) => {
    const route = ROUTE_LIST.find((r) => routeKey(r) === key);
    if (!route) throw new Error(`${key} is not in the route table`);
    const path = await createAsOwner(callers.agent);
    const response = await call(callers.otherAgent, route, path);
    expect([403, 404]).toContain(response.status);
  });
});
