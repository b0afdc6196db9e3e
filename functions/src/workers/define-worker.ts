import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { TQueueWorkerEntry } from '../entries/entry-types';
import { logger, setLogContext } from '../platform/logger';
import { loadSecretValues } from '../platform/secret-values';

/**
 * One message as a worker sees it: the parsed JSON body, how often SQS has delivered it and since when,
 * and its receipt handle (to change when it comes back).
 */
export type TQueueMessage = { id: string; body: unknown; receiveCount: number; firstReceivedAt: Date; receiptHandle: string };

export type TWorkerHandler<W> = ((event: SQSEvent, context: Context) => Promise<SQSBatchResponse>) & { entry: W };

const toMessage = (record: SQSRecord): TQueueMessage => ({
  id: record.messageId,
  body: JSON.parse(record.body) as unknown,
  receiveCount: Number(record.attributes.ApproximateReceiveCount ?? 1),
  firstReceivedAt: new Date(Number(record.attributes.ApproximateFirstReceiveTimestamp)),
  receiptHandle: record.receiptHandle,
});

/**
 * Wraps a queue worker's per-message function for Lambda's SQS event source with partial batch
 * responses: a message that throws (or cannot be parsed) is reported alone and comes back after the
 * visibility timeout; the others are deleted. Delivery is at least once, so `run` must be idempotent.
 * `messageConcurrency` messages of a batch are handled at once (default one after the other).
 */
export function defineWorker<const W extends TQueueWorkerEntry>(entry: W, run: (message: TQueueMessage) => Promise<void>): TWorkerHandler<W> {
  const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
    await loadSecretValues();
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    const concurrency = entry.messageConcurrency ?? 1;
    const handle = async (record: SQSRecord) => {
      // The log context is the container's: it names the message only while one is handled at a time.
      if (concurrency === 1) setLogContext({ requestId: record.messageId, route: `worker ${entry.queue}` });
      try {
        await run(toMessage(record));
      } catch (error) {
        logger.warn('queue message failed', {
          queue: entry.queue,
          messageId: record.messageId,
          error: (error as Error).message,
          receiveCount: record.attributes.ApproximateReceiveCount,
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    };
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < event.Records.length; i = next++) await handle(event.Records[i]!);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, event.Records.length) }, lane));
    return { batchItemFailures };
  };
  return Object.assign(handler, { entry });
}
