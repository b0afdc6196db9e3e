import { type HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { routeConstructId, routeKeyOf, type TRoute } from '../route-types';
import { bindRouteResources, type TRouteResourceRefs } from './route-bindings';
import { RouteFunction } from './route-function';

export type TRouteApiProps = {
  httpApi: HttpApi;
  routes: readonly TRoute[];
  /** Configuration every handler reads at start (functions/src/platform/env.ts). */
  environment: Record<string, string>;
  resources: TRouteResourceRefs;
};

/** One function and one HTTP API route per entry of the route table, each with exactly its grants. */
export class RouteApi extends Construct {
  readonly functions = new Map<string, RouteFunction>();

  constructor(scope: Construct, id: string, props: TRouteApiProps) {
    super(scope, id);
    for (const route of props.routes) {
      const key = routeKeyOf(route);
      const routeId = routeConstructId(route);
      const fn = new RouteFunction(this, routeId, { module: `http/${route.handler}`, description: key, environment: props.environment });
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
