import type { THttpRoute } from '../entries/entry-types';
import type { THttpResult } from './kit/http-types';
import { defineRouteHandler, type TEntryHandler, type TRequestFor } from './define-route-handler';
import { accessGuard } from './middleware/access-guard.middleware';
import { sessionLoader } from './middleware/session.middleware';

export type { TEntryHandler, TRequestFor } from './define-route-handler';

/**
 * A browser route's handler in the shared middy stack (define-route-handler.ts) with the session loader and
 * the access guard: routes granted table reads see the signed-in user. A public route whose entry grants
 * no table reads may use defineSessionlessHandler instead and bundle no DynamoDB client.
 */
export function defineHandler<const R extends THttpRoute>(route: R, run: (request: TRequestFor<R>) => Promise<THttpResult>): TEntryHandler<R> {
  return defineRouteHandler(route, [sessionLoader(route), accessGuard(route)], run);
}
