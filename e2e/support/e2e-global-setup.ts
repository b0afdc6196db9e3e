import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedRuntime, type TRuntime } from '../../infra/local/runtime';
import { buildWeb, isWebBuildStale } from '../../infra/local/web-build';
import { localMlsAccess, type TLocalMlsAccess } from '../../infra/local/testing/local-mls-access';
import { copySeededData, journeyRuntimeOptions } from './journey-runtime';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** The runtime's DynamoDB Local, for set-up that has no screen yet (an active subscription). */
    e2eDynamoDbEndpoint: string;
    /** The local MLS: RESO Web API service root and token URL, RETS Login URL, with their credentials. */
    e2eLocalMls: TLocalMlsAccess;
    /** The Stripe stand-in (card page, test clock at POST /_local/clock/advance). */
    e2eStripeUrl: string;
    /** The CRM stand-in: its page lists what it received. */
    e2eCrmUrl: string;
  }
}

let runtime: TRuntime | undefined;
let dataDir: string | undefined;

/** Browser journeys run against the whole marketplace as `npm start` serves it, on a fresh data folder. */
export async function setup(project: TestProject) {
  if (isWebBuildStale()) await buildWeb();
  dataDir = mkdtempSync(join(tmpdir(), 'marketplace-e2e-'));
  copySeededData(dataDir);
  runtime = await startEmbeddedRuntime(journeyRuntimeOptions(dataDir, 'static'));
  project.provide('e2eBaseUrl', runtime.url);
  project.provide('e2eDynamoDbEndpoint', runtime.endpoints.dynamodb);
  project.provide('e2eLocalMls', localMlsAccess(runtime.mls!));
  project.provide('e2eStripeUrl', runtime.stripe.url);
  project.provide('e2eCrmUrl', runtime.crm.url);
}

export async function teardown() {
  await runtime?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
