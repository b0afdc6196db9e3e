import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route.
 * - public: anyone (owner checks, where any, happen in the service)
 * - user: any signed-in user (401 otherwise)
 * - pro: signed-in AGENT or BROKER (401 signed out, 403 for other roles)
 * - broker: signed-in BROKER (401 signed out, 403 for other roles)
 */
export type TAccess = 'public' | 'user' | 'pro' | 'broker';

/**
 * AWS resources a route's function touches; infra grants exactly these ('mail:send': ses:SendEmail from
 * MAIL_FROM; 'secret:ip-hash-salt': the salt platform/ip-hash.ts reads).
 */
export type TResource = 'table:read' | 'table:write' | 'photos:read' | 'photos:write' | 'queue:send' | 'scheduler' | 'payments' | 'mail:send' | 'secret:ip-hash-salt';

export type TRouteDefinition = {
  method: THttpMethod;
  /** API Gateway style path, parameters as {name}. */
  path: `/api/${string}`;
  /** Handler module under functions/src/http, without extension; it exports `handler`. */
  handler: string;
  access: TAccess;
  resources: readonly TResource[];
  summary: string;
  /** A navigation (browser redirect) rather than a JSON call. */
  isNavigation?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response?: z.ZodType;
  /** Groups in the API reference. */
  tags: readonly string[];
};

export const routeKey = (route: Pick<TRouteDefinition, 'method' | 'path'>) => `${route.method} ${route.path}`;
