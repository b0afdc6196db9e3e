import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { httpEntryKey, type THttpEntry } from '../../functions/src/entries/entry-types';
import { loadHandler } from './handler-modules';

type TLambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

type TCompiledRoute = { route: THttpEntry; key: string; pattern: RegExp; paramNames: string[] };

export type TRouteMatch =
  | { kind: 'found'; route: THttpEntry; routeKey: string; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

function compile(route: THttpEntry): TCompiledRoute {
  const paramNames: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_match, name: string) => {
    paramNames.push(name);
    return '([^/]+)';
  });
  return { route, key: httpEntryKey(route), pattern: new RegExp(`^${source}$`), paramNames };
}

/** Matches requests against the route table (static segments win over parameters) and loads handlers lazily. */
export function createApiRouter(routes: readonly THttpEntry[]) {
  const compiled = routes.map(compile).sort((a, b) => a.paramNames.length - b.paramNames.length);

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

  const handlerFor = (route: THttpEntry) => loadHandler<TLambdaHandler>(route.handler);

  return { match, handlerFor };
}
