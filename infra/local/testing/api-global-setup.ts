import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ENTRIES } from '../../../functions/src/entries';
import { FIXTURE_WEBHOOK_SECRET, withFixtureEntries } from '../../../functions/test/fixtures/fixture-entries';
import { LOCAL_TABLE_NAME } from '../local-config';
import { startEmbeddedRuntime, type TRuntime } from '../runtime';
import { localMlsAccess, type TLocalMlsAccess } from './local-mls-access';
import { testRuntimeOptions } from './test-runtime-options';

declare module 'vitest' {
  export interface ProvidedContext {
    apiBaseUrl: string;
    s3Endpoint: string;
    dynamoDbEndpoint: string;
    sqsEndpoint: string;
    tableName: string;
    /** The embedded runtime's mail outbox (one JSON file per e-mail sent). */
    outboxDir: string;
    handlerEnv: Record<string, string>;
    /** The local MLS the runtime started: RESO Web API service root and token URL, RETS Login URL, with their credentials. */
    localMls: TLocalMlsAccess;
    /** The Stripe stand-in; its test clock moves with POST <stripeUrl>/_local/clock/advance (bearer: the local key). */
    stripeUrl: string;
    /** The CRM stand-in: GET <crmUrl>/received.json lists what it received. */
    crmUrl: string;
  }
}

let runtime: TRuntime | undefined;
let dataDir: string | undefined;

/**
 * API tests drive the real handlers over HTTP on the embedded runtime (DynamoDB Local, s3rver, SQS, the
 * scheduler stand-in), serving the app's entries plus the test-only fixture entries.
 */
export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'marketplace-api-'));
  process.env.FIXTURE_WEBHOOK_SECRET = FIXTURE_WEBHOOK_SECRET;
  runtime = await startEmbeddedRuntime({
    entries: withFixtureEntries(ENTRIES),
    ...testRuntimeOptions(dataDir),
    web: 'none',
    appMode: 'beta',
    // Tests make their own data; demo seeding is covered by its own test.
    seed: false,
    mls: { resoPort: 0, retsPort: 0, listingCount: 40 },
    // Retries come back at once, so a test sees a delivery reach the dead-letter queue in seconds.
    crmRetryBaseSeconds: 0,
    // One run, never restarted, its data thrown away after.
    inMemoryState: true,
  });
  project.provide('apiBaseUrl', runtime.url);
  project.provide('s3Endpoint', runtime.endpoints.s3);
  project.provide('dynamoDbEndpoint', runtime.endpoints.dynamodb);
  project.provide('sqsEndpoint', runtime.endpoints.sqs);
  project.provide('tableName', LOCAL_TABLE_NAME);
  project.provide('outboxDir', runtime.outboxDir);
  // The handlers' configuration, for tests that run services in the test process.
  project.provide('handlerEnv', runtime.handlerEnv);
  project.provide('localMls', localMlsAccess(runtime.mls!));
  project.provide('stripeUrl', runtime.stripe.url);
  project.provide('crmUrl', runtime.crm.url);
}

export async function teardown() {
  await runtime?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
