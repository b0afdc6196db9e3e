import { eventBridgeScheduler } from '../../adapters/scheduler/schedules';
import { getDeps } from '../../deps';
import type { TMlsRouteDeps } from '../../services/mls/sync/mls-sync-deps';

/*
 * The MLS routes' adapters come one file per need (this one, mls-connection-tester-deps.ts,
 * mls-sync-start-deps.ts), so each route bundles only the clients it calls: one getter for all of them put
 * the SQS and Scheduler clients and the RESO/RETS clients with their XML parser into every MLS route (about
 * 75 KB; issue 27). Test takes the connection testers, not the clients: their sync is the worker's alone.
 */

/** Create, update and delete keep the auto-sync schedule in step. */
export const getMlsScheduleDeps = (): Pick<TMlsRouteDeps, 'db' | 'clock' | 'scheduler'> => ({ ...getDeps(), scheduler: eventBridgeScheduler });
