import type { TRouteDefinition } from './route-definition';
import { foundationRoutes } from './route-groups/foundation.routes';
import { listingRoutes } from './route-groups/listing.routes';
import { openHouseRoutes } from './route-groups/open-house.routes';
import { profileRoutes } from './route-groups/profile.routes';

/**
 * Every API route, once. infra builds one Lambda + one HTTP API route per entry with exactly the listed
 * grants; the embedded runtime mounts them; the authorization test and GET /api/docs walk them.
 * Plain data: handler paths, never imported handlers. Split by area so each handler bundles only its
 * area's schemas (a handler imports its own group).
 */
export const ROUTES = { ...foundationRoutes, ...listingRoutes, ...openHouseRoutes, ...profileRoutes } as const satisfies Record<string, TRouteDefinition>;


export const ROUTE_LIST: readonly TRouteDefinition[] = Object.values(ROUTES);
