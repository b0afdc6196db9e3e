import type { ROUTE_LIST } from '../../functions/src/http/routes';

/** One entry of the route table, as infra reads it. */
export type TRoute = (typeof ROUTE_LIST)[number];
export type TResource = TRoute['resources'][number];

/** The HTTP API route key, e.g. `GET /api/auth/user` (HTTP API paths use {param} like the table). */
export const routeKeyOf = (route: Pick<TRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** A stable construct id from a route key: `GET /api/users/{id}` → `GetApiUsersId`. */
export const routeConstructId = (route: Pick<TRoute, 'method' | 'path'>) =>
  routeKeyOf(route)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join('');
