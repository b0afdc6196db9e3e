import { App } from 'aws-cdk-lib';
import { parseAppConfig, type TAppConfig } from '../lib/app-config';
import { createMarketplace } from '../lib/marketplace';

const app = new App();
let config: TAppConfig;
try {
  // The tile URL the SPA is built with, unless the context names one.
  const fromEnvironment: Record<string, string | undefined> = { mapStyleUrl: process.env.VITE_MAP_STYLE_URL };
  config = parseAppConfig((key) => app.node.tryGetContext(key) ?? fromEnvironment[key]);
} catch (error) {
  console.error((error as Error).message); // the message names the context key and how to pass it
  process.exit(1);
}
createMarketplace(app, config);
