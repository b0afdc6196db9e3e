import { mlsClientFactory } from '../../adapters/mls/mls-client-factory';
import { getDeps } from '../../deps';
import type { TMlsRouteDeps } from '../../services/mls/mls-sync-deps';

/** Test (the connection check) reaches the MLS, with a short budget inside the route's timeout (why one file per need: mls-schedule-deps.ts). */
export const getMlsClientDeps = (): Pick<TMlsRouteDeps, 'db' | 'clock' | 'mlsClients'> => ({ ...getDeps(), mlsClients: mlsClientFactory({ patience: 'interactive' }) });
