import type { THttpEntry, TResource } from '../../functions/src/entries/entry-types';

export type { TResource };

/** The HTTP API route key, e.g. `GET /api/auth/user` (HTTP API paths use {param} like the table). */
export const routeKeyOf = (route: Pick<THttpEntry, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** A stable construct id from any name: `GET /api/users/{id}` → `GetApiUsersId`, `mls-sync` → `MlsSync`. */
export const constructIdOf = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join('');

export const routeConstructId = (route: Pick<THttpEntry, 'method' | 'path'>) => constructIdOf(routeKeyOf(route));
