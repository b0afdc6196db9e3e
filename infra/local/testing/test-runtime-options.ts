import { LOCAL_MLS_REQUESTS_PER_SECOND } from '../mls/local-mls-constants';
import type { TRuntimeOptions } from '../runtime';
import { TEST_PASSWORD_COST } from './test-password-cost';

/** The test runtimes' MLS client pace: under the local MLS's limit, with room for a timer that fires a little early. */
const TEST_MLS_REQUESTS_PER_SECOND = LOCAL_MLS_REQUESTS_PER_SECOND - 2;

/** What the API, fuzz and browser test runtimes share: free ports, cheap password hashes, a quick MLS pace, quiet logs. */
export const testRuntimeOptions = (dataDir: string) =>
  ({
    port: 0,
    servicePorts: { dynamodb: 0, s3: 0, sqs: 0, scheduler: 0 },
    dataDir,
    testPasswordCost: TEST_PASSWORD_COST,
    testMlsRequestsPerSecond: TEST_MLS_REQUESTS_PER_SECOND,
    logLevel: process.env.LOG_LEVEL ?? 'silent',
  }) satisfies Partial<TRuntimeOptions>;
