import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { TUserActor } from '../../services/actor';

/** What the middlewares learn about one invocation, before the route's function runs. */
export type TRequestState = {
  requestId: string;
  /** performance.now() when the middleware stack began. */
  startedAt: number;
  cookies: Record<string, string>;
  auth: TUserActor | null;
  body: unknown;
  query: unknown;
  params: unknown;
  /** Set-Cookie values middlewares add to the response (a slid session, a cleared stale cookie). */
  responseCookies: string[];
};

/** Middy hands the handler only the event and the context, so per-invocation state rides on the context. */
export type TAppContext = Context & { appState: TRequestState };

export type TMiddleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

export const stateOf = (request: middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>): TRequestState =>
  (request.context as TAppContext).appState;
