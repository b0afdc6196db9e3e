import { mlsClientFactory } from '../../adapters/mls/mls-client-factory';
import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { eventBridgeScheduler } from '../../adapters/scheduler/schedules';
import { getDeps } from '../../deps';
import type { TMlsRouteDeps } from '../../services/mls/mls-sync-deps';

/** The MLS routes' adapters: MLS clients for Test (interactive: a short budget inside the route's timeout), the queue for Sync, the scheduler for auto-sync. */
export const getMlsRouteDeps = (): TMlsRouteDeps => ({ ...getDeps(), mlsClients: mlsClientFactory({ patience: 'interactive' }), queue: sqsQueueSender, scheduler: eventBridgeScheduler });
