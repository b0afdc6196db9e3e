import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTE_LIST } from './routes';
import { routeKey } from './route-definition';

describe('the route table', () => {
  it('lists each method + path once', () => {
    const keys = ROUTE_LIST.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('points every route at an existing handler module', () => {
    for (const route of ROUTE_LIST) expect(existsSync(resolve(import.meta.dirname, `${route.handler}.handler.ts`)), route.handler).toBe(true);
  });

  it('grants table reads and writes to every route that needs the session (signed-in routes)', () => {
    const missing = ROUTE_LIST.filter((r) => r.access !== 'public' && !(r.resources.includes('table:read') && r.resources.includes('table:write')));
    expect(missing.map(routeKey)).toEqual([]);
  });

  it('only state-changing routes take a body; navigations are GETs', () => {
    for (const route of ROUTE_LIST) {
      if (route.body) expect(['POST', 'PUT', 'PATCH']).toContain(route.method);
      if (route.isNavigation) expect(route.method).toBe('GET');
    }
  });
});
