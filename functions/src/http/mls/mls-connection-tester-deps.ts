import { mlsConnectionTesterFactory } from '../../adapters/mls/mls-connection-tester-factory';
import { getDeps } from '../../deps';
import { getMlsEnv } from '../../adapters/mls/mls-env';
import type { TMlsRouteDeps } from '../../services/mls/sync/mls-sync-deps';

/** Test (the connection check) reaches the MLS, with a short budget inside the route's timeout (why one file per need: mls-schedule-deps.ts). */
export const getMlsConnectionTesterDeps = (): Pick<TMlsRouteDeps, 'db' | 'clock' | 'mlsConnectionTesters'> => ({
  ...getDeps(),
  mlsConnectionTesters: mlsConnectionTesterFactory({ patience: 'interactive', requestsPerSecond: getMlsEnv().MLS_REQUESTS_PER_SECOND }),
});
