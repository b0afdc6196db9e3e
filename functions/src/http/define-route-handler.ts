import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from '@shared/zod';
import { httpEntryKey, type THttpRoute } from '../entries/entry-types';
import { VISITOR, type TUserActor } from '../services/actor';
import { clientIpOf } from './kit/client-ip';
import type { THttpRequest, THttpResult } from './kit/http-types';
import { toLambdaResult } from './kit/lambda-result';
import { loadSecretValues } from '../platform/secret-values';
import { apiKeyGate } from './middleware/api-key-gate.middleware';
import { errorMapper } from './middleware/error-mapper.middleware';
import { inputParser } from './middleware/input-parser.middleware';
import { originGuard } from './middleware/origin-guard.middleware';
import { originSecretGuard } from './middleware/origin-secret.middleware';
import { requestContext } from './middleware/request-context.middleware';
import type { TAppContext } from './middleware/request-state';
import type { TMiddleware } from './middleware/request-state';

type TOut<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type TPart<R, P extends 'body' | 'query' | 'params'> = R extends { [K in P]: infer S } ? TOut<S> : undefined;
type TAuthFor<R extends THttpRoute> = R['access'] extends 'public' ? TUserActor | null : TUserActor;

export type TRequestFor<R extends THttpRoute> = Omit<THttpRequest<TPart<R, 'body'>, TPart<R, 'query'>, TPart<R, 'params'>>, 'auth'> & {
  auth: TAuthFor<R>;
};

/** A Lambda handler that carries the entry it was defined with, so a test can check it matches the table. */
export type TEntryHandler<E> = ((event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>) & { entry: E };

/**
 * Wraps a browser route's function in the one middy stack every route shares:
 * request id + logs → error mapping → CDN origin secret → API key gate → Origin check → session or API key → access →
 * zod parsing → JSON response.
 * Access and schemas come from the entry, so they cannot drift from what infra deploys. The session and
 * access stages (`userStages`) are passed in, so that a public route that never reads a session does not
 * bundle the session loader, the plan check and the DynamoDB client behind them: defineHandler
 * (define-handler.ts) passes them, defineSessionlessHandler (define-sessionless-handler.ts) none (issue 27).
 */
export function defineRouteHandler<const R extends THttpRoute>(
  route: R,
  userStages: TMiddleware[],
  run: (request: TRequestFor<R>) => Promise<THttpResult>,
): TEntryHandler<R> {
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(requestContext(httpEntryKey(route)))
    .use(errorMapper())
    .use({ before: loadSecretValues })
    .use(originSecretGuard())
    .use(apiKeyGate(route))
    .use(originGuard())
    .use(userStages)
    .use(inputParser(route))
    .handler(async (event, context) => {
      const state = (context as TAppContext).appState;
      const result = await run({
        body: state.body,
        query: state.query,
        params: state.params,
        auth: state.auth,
        actor: state.auth ?? VISITOR,
        cookies: state.cookies,
        headers: event.headers,
        sourceIp: clientIpOf(event),
        userAgent: event.requestContext.http.userAgent ?? '',
        requestId: state.requestId,
        event,
      } as TRequestFor<R>);
      return toLambdaResult(result, {
        requestId: state.requestId,
        extraCookies: state.responseCookies,
        startedAt: state.startedAt,
        acceptEncoding: event.headers['accept-encoding'] ?? '',
      });
    });
  return Object.assign(handler, { entry: route });
}
