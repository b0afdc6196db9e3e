import { NestedStack } from 'aws-cdk-lib';
import { type HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import type { THttpEntry } from '../../../functions/src/entries/entry-types';
import { constructIdOf, routeConstructId, routeKeyOf } from '../route-types';
import { bindRouteResources, type TRouteResourceRefs } from './route-bindings';
import { RouteFunction } from './route-function';
import { acknowledge } from '../acknowledge';

export type TRouteApiProps = {
  httpApi: HttpApi;
  routes: readonly THttpEntry[];
  /** The HTTP settings every HTTP function reads (functions/src/platform/env.ts, getHttpEnv). */
  environment: Record<string, string>;
  resources: TRouteResourceRefs;
};

/**
 * The area of the product a route belongs to: the folder of its handler (`http/properties/create-property`
 * → `properties`). Stable as routes are added, so a new route never moves another one between stacks.
 */
export const routeAreaOf = (route: Pick<THttpEntry, 'handler'>): string => route.handler.split('/')[1] ?? route.handler;

/**
 * One function and one HTTP API route per HTTP entry (routes and webhooks), each with exactly its grants.
 * A route costs seven CloudFormation resources (function, role, policy, log group, integration, route,
 * permission) and a stack may hold 500, so each product area gets a nested stack of its own.
 */
export class RouteApi extends Construct {
  readonly functions = new Map<string, RouteFunction>();
  readonly areaStacks = new Map<string, NestedStack>();
  /** Each area's functions by route key, for the alarms that watch them as one group. */
  readonly areaFunctions = new Map<string, Map<string, RouteFunction>>();

  constructor(scope: Construct, id: string, props: TRouteApiProps) {
    super(scope, id);
    for (const route of props.routes) {
      const key = routeKeyOf(route);
      const routeId = routeConstructId(route);
      const area = this.areaStack(routeAreaOf(route));
      const fn = new RouteFunction(area, routeId, {
        module: route.handler,
        description: key,
        environment: props.environment,
        timeoutSeconds: route.timeoutSeconds,
        memoryMb: route.memoryMb,
        nativeModules: route.nativeModules,
        dataFiles: route.dataFiles,
      });
      bindRouteResources(fn, route.resources, props.resources);
      new HttpRoute(area, `${routeId}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId}Integration`, fn.fn),
      });
      this.functions.set(key, fn);
      this.areaFunctions.set(routeAreaOf(route), (this.areaFunctions.get(routeAreaOf(route)) ?? new Map()).set(key, fn));
    }
    acknowledge(this, {
      'AwsSolutions-APIG4':
        'Each entry authorizes in its own function (session cookie and its access level, or the webhook signature), and every request must carry the CloudFront origin secret; an API Gateway authorizer would add a call per request without knowing the access levels.',
    });
  }

  private areaStack(area: string): NestedStack {
    let stack = this.areaStacks.get(area);
    if (!stack) {
      stack = new NestedStack(this, `${constructIdOf(area)}Routes`, { description: `Marketplace routes: ${area}` });
      this.areaStacks.set(area, stack);
    }
    return stack;
  }
}
