import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { routeKey, type TRouteDefinition } from '../../http/route-definition';
import type { TAuthContext } from '../../services/auth/auth-context';
import { accessGuard } from './access-guard.middleware';
import { errorMapper } from './error-mapper.middleware';
import type { THttpRequest, THttpResult } from './http-types';
import { clientIpOf } from './client-ip';
import { inputParser } from './input-parser.middleware';
import { COMPRESS_FROM_BYTES, pickEncoding, prepareBody, type TPreparedBody } from './prepared-body';
import { originGuard } from './origin-guard.middleware';
import { originSecretGuard } from './origin-secret.middleware';
import { requestContext } from './request-context.middleware';
import type { TAppContext } from './request-state';
import { sessionLoader } from './session.middleware';

type TOut<S> = S extends z.ZodType ? z.output<S> : undefined;
type TPart<R, P extends 'body' | 'query' | 'params'> = R extends { [K in P]: infer S } ? TOut<S> : undefined;
type TAuthFor<R extends TRouteDefinition> = R['access'] extends 'public' ? TAuthContext | null : TAuthContext;

export type TRequestFor<R extends TRouteDefinition> = Omit<THttpRequest<TPart<R, 'body'>, TPart<R, 'query'>, TPart<R, 'params'>>, 'auth'> & {
  auth: TAuthFor<R>;
};

function toLambdaResult(result: THttpResult, requestId: string, extraCookies: string[], startedAt: number, acceptEncoding: string): APIGatewayProxyStructuredResultV2 {
  const cookies = [...extraCookies, ...(result.cookies ?? [])];
  const headers: Record<string, string> = { 'cache-control': 'no-store', 'x-request-id': requestId, ...result.headers };
  let body: TPreparedBody | string | undefined = result.rawBody;
  if (body === undefined && (result.prepared || result.body !== undefined)) {
    body = result.prepared ?? prepareBody(result.body);
    headers['content-type'] = 'application/json; charset=utf-8';
  }
  const statusCode = result.status ?? 200;
  const cookieField = cookies.length ? { cookies } : {};
  if (body === undefined) return { statusCode, headers: withTiming(headers, startedAt), ...cookieField };
  const text = typeof body === 'string' ? body : body.text;
  const encoding = typeof body === 'string' ? null : pickEncoding(acceptEncoding);
  if (encoding && typeof body !== 'string' && text.length >= COMPRESS_FROM_BYTES) {
    const encoded = body.encoded(encoding);
    return {
      statusCode,
      headers: withTiming({ ...headers, 'content-encoding': encoding, vary: 'accept-encoding' }, startedAt),
      body: encoded,
      isBase64Encoded: true,
      ...cookieField,
    };
  }
  return { statusCode, headers: withTiming(headers, startedAt), body: text, ...cookieField };
}

/** Handler time, as the browser's devtools and the bench read it. */
const withTiming = (headers: Record<string, string>, startedAt: number) => ({ ...headers, 'server-timing': `app;dur=${(performance.now() - startedAt).toFixed(1)}` });

/**
 * Wraps a route's function in the one middy stack every handler shares:
 * request id + logs → error mapping → Origin check → session → access → zod parsing → JSON response.
 * Access and schemas come from the route table entry, so they cannot drift from what infra deploys.
 * Only routes granted table reads look at the session (the others could not read it in the cloud).
 */
export function defineHandler<const R extends TRouteDefinition>(route: R, run: (request: TRequestFor<R>) => Promise<THttpResult>) {
  const key = routeKey(route);
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(requestContext(key))
    .use(errorMapper())
    .use(originSecretGuard())
    .use(originGuard())
    .use(sessionLoader(route))
    .use(accessGuard(route.access))
    .use(inputParser(route))
    .handler(async (event, context) => {
      const state = (context as TAppContext).appState;
      const result = await run({
        body: state.body,
        query: state.query,
        params: state.params,
        auth: state.auth,
        cookies: state.cookies,
        headers: event.headers,
        sourceIp: clientIpOf(event),
        userAgent: event.requestContext.http.userAgent ?? '',
        requestId: state.requestId,
        event,
      } as TRequestFor<R>);
      return toLambdaResult(result, state.requestId, state.responseCookies, state.startedAt, event.headers['accept-encoding'] ?? '');
    });
}
