import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { TQueueWorkerEntry } from '../../functions/src/entries/entry-types';
import { findFreePort } from '../../infra/local/ports';
import { ensureWorkerQueues } from '../../infra/local/provision';
import { startQueuePoller } from '../../infra/local/queue-poller';
import { startSqsLocal } from '../../infra/local/services/sqs-local';

const NO_OP_WORKER: TQueueWorkerEntry = {
  kind: 'queue-worker',
  queue: 'bench-no-op',
  handler: 'bench/no-op',
  summary: 'bench',
  resources: [],
  batchSize: 10,
  batchWindowSeconds: 0,
  timeoutSeconds: 30,
  memoryMb: 128,
  visibilityTimeoutSeconds: 180,
  maxReceiveCount: 3,
};

/** The embedded poller's throughput: `count` messages through a worker that does nothing, on a fresh SQS stand-in. */
export async function benchPoller(count = 10_000): Promise<string[]> {
  const sqsService = await startSqsLocal({ port: await findFreePort() });
  const sqs = new SQSClient({ endpoint: sqsService.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const queue = (await ensureWorkerQueues(sqsService.endpoint, [NO_OP_WORKER])).get(NO_OP_WORKER.queue)!;
    for (let sent = 0; sent < count; sent += 10) {
      const entries = Array.from({ length: Math.min(10, count - sent) }, (_, i) => ({ Id: String(i), MessageBody: JSON.stringify({ n: sent + i }) }));
      await sqs.send(new SendMessageBatchCommand({ QueueUrl: queue.url, Entries: entries }));
    }
    let handled = 0;
    let resolveDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    const started = performance.now();
    const poller = startQueuePoller({
      entry: NO_OP_WORKER,
      sqs,
      queueUrl: queue.url,
      queueArn: queue.arn,
      waitTimeSeconds: 1,
      concurrency: 2,
      loadHandler: async () => async (event) => {
        handled += event.Records.length;
        if (handled >= count) resolveDone();
        return { batchItemFailures: [] };
      },
    });
    await done;
    const seconds = (performance.now() - started) / 1000;
    await poller.stop();
    return [
      `Embedded queue poller: ${count.toLocaleString('en-US')} no-op messages in ${seconds.toFixed(1)} s = ${Math.round(count / seconds).toLocaleString('en-US')} messages/s (batches of 10, 2 pollers)`,
    ];
  } finally {
    sqs.destroy();
    await sqsService.stop();
  }
}
