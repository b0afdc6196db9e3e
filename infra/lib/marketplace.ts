import type { App } from 'aws-cdk-lib';
import { ROUTE_LIST } from '../../functions/src/http/routes';
import type { TAppConfig } from './app-config';
import { WEB_DIST } from './paths';
import type { TRoute } from './route-types';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';

export type TMarketplaceOptions = {
  /** Defaults to the route table; tests pass their own list. */
  routes?: readonly TRoute[];
  webDistDir?: string;
};

/** The whole cloud app: the stateful stack, then the stateless one that reads it. */
export function createMarketplace(app: App, config: TAppConfig, options: TMarketplaceOptions = {}) {
  // Unset variables leave the stacks environment-agnostic, so `cdk synth` needs no AWS credentials.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const extraOrigins = config.extraOrigins?.split(',').map((origin) => origin.trim()).filter(Boolean) ?? [];
  const uploadOrigins = config.siteDomainName ? [`https://${config.siteDomainName}`, ...extraOrigins] : undefined;
  const data = new DataStack(app, 'MarketplaceData', { env, uploadOrigins, description: 'Marketplace data: table, buckets, queues (retained)' });
  const api = new ApiStack(app, 'MarketplaceApi', {
    env,
    description: 'Marketplace functions, HTTP API and CloudFront site',
    config,
    data,
    routes: options.routes ?? ROUTE_LIST,
    webDistDir: options.webDistDir ?? WEB_DIST,
  });
  return { data, api };
}
