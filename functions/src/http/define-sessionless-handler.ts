import type { THttpRoute } from '../entries/entry-types';
import type { THttpResult } from './kit/http-types';
import { defineRouteHandler, type TEntryHandler, type TRequestFor } from './define-route-handler';
import { requestPolicyOf } from './request-policy';

/**
 * For a public route whose entry grants no table reads, so it never loads a session (request-policy.ts):
 * the shared middy stack without the session loader and the access guard, whose session repository and
 * plan check would put the DynamoDB client (about 190 KB with the SDK's core) into the bundle of a route
 * that cannot use it.
 */
export function defineSessionlessHandler<const R extends THttpRoute>(route: R, run: (request: TRequestFor<R>) => Promise<THttpResult>): TEntryHandler<R> {
  if (route.access !== 'public' || requestPolicyOf(route).hasSession)
    throw new Error(`${route.method} ${route.path} is not public or reads sessions: define it with defineHandler`);
  return defineRouteHandler(route, [], run);
}
