import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { getDeps } from '../../deps';
import type { TMlsRouteDeps } from '../../services/mls/sync/mls-sync-deps';

/** Sync now puts the run on the queue (why one file per need: mls-schedule-deps.ts). */
export const getMlsSyncStartDeps = (): Pick<TMlsRouteDeps, 'db' | 'clock' | 'queue'> => ({ ...getDeps(), queue: sqsQueueSender });
