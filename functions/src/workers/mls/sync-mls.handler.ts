import { randomUUID } from 'node:crypto';
import { egressFetch } from '../../adapters/egress/egress-fetch';
import { mlsClientFactory } from '../../adapters/mls/mls-client-factory';
import { getMlsEnv } from '../../adapters/mls/mls-env';
import { photoStore } from '../../adapters/photos/photo-store';
import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { getDeps } from '../../deps';
import { MLS_SYNC_WORKER } from '../../entries/mls-entries';
import { systemActor } from '../../services/actor';
import { ZMlsSyncMessageSchema } from '../../services/mls/sync/mls-sync-message';
import { handleMlsSyncMessage } from '../../services/mls/sync/run-mls-sync';
import { defineWorker } from '../define-worker';
import { addLogContext } from '../../platform/logger';

/** Each delivery claims the run under its own id: SQS may hand the same message to two invocations at once. */
export const handler = defineWorker(MLS_SYNC_WORKER, async (message) => {
  const body = ZMlsSyncMessageSchema.parse(message.body);
  addLogContext({ configId: body.configId });
  await handleMlsSyncMessage(
    {
      ...getDeps(),
      mlsClients: mlsClientFactory({ requestsPerSecond: getMlsEnv().MLS_REQUESTS_PER_SECOND }),
      photos: photoStore,
      fetchMedia: egressFetch,
      notificationQueue: sqsQueueSender,
    },
    systemActor('mls-sync'),
    body,
    { id: `${message.id}:${randomUUID()}` },
  );
});
