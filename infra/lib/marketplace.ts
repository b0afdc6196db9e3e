import type { App } from 'aws-cdk-lib';
import { ENTRIES, type TEntryTable } from '../../functions/src/entries';
import type { TAppConfig } from './app-config';
import { guardAgainstPlaceholders, withDeployPlaceholders } from './deploy-context';
import { WEB_DIST } from './paths';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';

export type TMarketplaceOptions = {
  /** Defaults to the entry table; tests pass their own. */
  entries?: TEntryTable;
  webDistDir?: string;
};

/**
 * The whole cloud app: the stateful stack, then the stateless one that reads it. Deploy values the context
 * lacks become placeholders before anything is built (and bundled), and both templates then refuse to deploy.
 */
export function createMarketplace(app: App, givenConfig: TAppConfig, options: TMarketplaceOptions = {}) {
  const entries = options.entries ?? ENTRIES;
  const { config, placeholders } = withDeployPlaceholders(givenConfig, entries);
  // Unset variables leave the stacks environment-agnostic, so `cdk synth` needs no AWS credentials.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const extraOrigins =
    config.extraOrigins
      ?.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean) ?? [];
  const uploadOrigins = config.siteDomainName ? [`https://${config.siteDomainName}`, ...extraOrigins] : undefined;
  const data = new DataStack(app, 'MarketplaceData', {
    env,
    uploadOrigins,
    alarmEmail: config.alarmEmail,
    workers: entries.workers,
    schedules: entries.schedules,
    description: 'Marketplace data: table, buckets, queues, schedule groups (retained)',
  });
  const api = new ApiStack(app, 'MarketplaceApi', {
    env,
    description: 'Marketplace functions, HTTP API and CloudFront site',
    config,
    data,
    entries,
    webDistDir: options.webDistDir ?? WEB_DIST,
  });
  for (const stack of [data, api]) guardAgainstPlaceholders(stack, placeholders);
  return { data, api, placeholders };
}
