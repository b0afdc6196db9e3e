import { mlsConnectionTesterFactory } from '../../adapters/mls/mls-connection-tester-factory';
import { getDeps } from '../../deps';
import type { TMlsRouteDeps } from '../../services/mls/mls-sync-deps';

/** Test (the connection check) reaches the MLS, with a short budget inside the route's timeout (why one file per need: mls-schedule-deps.ts). */
export const getMlsConnectionTesterDeps = (): Pick<TMlsRouteDeps, 'db' | 'clock' | 'mlsConnectionTesters'> => ({ ...getDeps(), mlsConnectionTesters: mlsConnectionTesterFactory({ patience: 'interactive' }) });
