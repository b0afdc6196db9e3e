import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { TPreparedBody } from '../../platform/prepared-body';
import type { TActor, TUserActor } from '../../services/actor';

export type THttpRequest<TBody = unknown, TQuery = unknown, TParams = unknown> = {
  body: TBody;
  query: TQuery;
  params: TParams;
  /** The signed-in user, or null for visitors. Guaranteed for `user` and `pro` routes. */
  auth: TUserActor | null;
  /** Who calls the service: the signed-in user, or a visitor. */
  actor: TActor;
  cookies: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** The caller's IP as API Gateway saw it. */
  sourceIp: string;
  userAgent: string;
  requestId: string;
  event: APIGatewayProxyEventV2;
};

export type THttpResult = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
  /** Raw text body with its own content type (HTML, calendar files). */
  rawBody?: string;
  /** A JSON body serialised (and compressed) ahead, e.g. kept in a cache. */
  prepared?: TPreparedBody;
};

export const json = (body: unknown, status = 200, extra: Omit<THttpResult, 'body' | 'status'> = {}): THttpResult => ({
  status,
  body,
  ...extra,
});

export const redirect = (location: string, cookies?: string[]): THttpResult => ({
  status: 302,
  headers: { location, 'cache-control': 'no-store' },
  ...(cookies ? { cookies } : {}),
});
