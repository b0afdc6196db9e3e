import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeKey, type TRouteDefinition } from '../../functions/src/http/route-definition';

type TLambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

type TCompiledRoute = { route: TRouteDefinition; key: string; pattern: RegExp; paramNames: string[] };

export type TRouteMatch =
  | { kind: 'found'; route: TRouteDefinition; routeKey: string; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

const HANDLER_ROOT = resolve(import.meta.dirname, '../../functions/src/http');

function compile(route: TRouteDefinition): TCompiledRoute {
  const paramNames: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_match, name: string) => {
    paramNames.push(name);
    return '([^/]+)';
  });
  return { route, key: routeKey(route), pattern: new RegExp(`^${source}$`), paramNames };
}

/** Matches requests against the route table (static segments win over parameters) and loads handlers lazily. */
export function createApiRouter(routes: readonly TRouteDefinition[]) {
  const compiled = routes.map(compile).sort((a, b) => a.paramNames.length - b.paramNames.length);
  const handlers = new Map<string, Promise<TLambdaHandler>>();

  const match = (method: string, path: string): TRouteMatch => {
    const allowed: string[] = [];
    for (const candidate of compiled) {
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      if (candidate.route.method !== method) {
        allowed.push(candidate.route.method);
        continue;
      }
      const pathParameters: Record<string, string> = {};
      candidate.paramNames.forEach((name, i) => (pathParameters[name] = decodeURIComponent(found[i + 1] ?? '')));
      return { kind: 'found', route: candidate.route, routeKey: candidate.key, pathParameters };
    }
    return allowed.length ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  };

  const handlerFor = (route: TRouteDefinition): Promise<TLambdaHandler> => {
    let loading = handlers.get(route.handler);
    if (!loading) {
      const file = pathToFileURL(resolve(HANDLER_ROOT, `${route.handler}.handler.ts`)).href;
      loading = import(file).then((module: { handler?: TLambdaHandler }) => {
        if (typeof module.handler !== 'function') throw new Error(`${route.handler}.handler.ts does not export a handler`);
        return module.handler;
      });
      handlers.set(route.handler, loading);
    }
    return loading;
  };

  return { match, handlerFor };
}
