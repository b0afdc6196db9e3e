import { type HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import type { THttpEntry } from '../../../functions/src/entries/entry-types';
import { routeConstructId, routeKeyOf } from '../route-types';
import { bindRouteResources, type TRouteResourceRefs } from './route-bindings';
import { RouteFunction } from './route-function';

export type TRouteApiProps = {
  httpApi: HttpApi;
  routes: readonly THttpEntry[];
  /** The HTTP settings every HTTP function reads (functions/src/platform/env.ts, getHttpEnv). */
  environment: Record<string, string>;
  resources: TRouteResourceRefs;
};

/** One function and one HTTP API route per HTTP entry (routes and webhooks), each with exactly its grants. */
export class RouteApi extends Construct {
  readonly functions = new Map<string, RouteFunction>();

  constructor(scope: Construct, id: string, props: TRouteApiProps) {
    super(scope, id);
    for (const route of props.routes) {
      const key = routeKeyOf(route);
      const routeId = routeConstructId(route);
      const fn = new RouteFunction(this, routeId, {
        module: route.handler,
        description: key,
        environment: props.environment,
        timeoutSeconds: route.timeoutSeconds,
        memoryMb: route.memoryMb,
        nativeModules: route.nativeModules,
      });
      bindRouteResources(fn, route.resources, props.resources);
      props.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${routeId}Integration`, fn.fn),
      });
      this.functions.set(key, fn);
    }
  }
}
