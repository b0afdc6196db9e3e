import type { TMlsClientFactory } from '../../../adapters/mls/mls-client-factory';
import type { TMlsConnectionTesterFactory } from '../../../adapters/mls/mls-connection-tester-factory';
import type { TQueueSender } from '../../../adapters/queue/queue-sender';
import type { TScheduler } from '../../../adapters/scheduler/schedules';
import type { TDeps } from '../../deps';
import type { TPhotoStore } from '../../photos/photo-store';
import type { TListingEventDeps } from '../../saved-searches/listing-events';

/** What the configuration routes need besides the table: MLS connection testers (Test), the queue (Sync) and the scheduler (auto-sync). */
export type TMlsRouteDeps = TDeps & { mlsConnectionTesters: TMlsConnectionTesterFactory; queue: TQueueSender; scheduler: TScheduler };

/**
 * What a sync run needs: MLS clients, and where photos go. `photos: null` leaves photos out (the
 * replication benchmark measures listings alone); the worker always passes the bucket, and the notifications
 * queue for the saved searches' listing events.
 */
export type TMlsSyncDeps = TDeps & TListingEventDeps & { mlsClients: TMlsClientFactory; photos: TPhotoStore | null; fetchMedia: typeof fetch };
