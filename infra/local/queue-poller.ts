import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { TQueueWorkerEntry } from '../../functions/src/entries/entry-types';
import { lambdaContext } from './lambda-event';

type TWorkerHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export type TQueuePollerOptions = {
  entry: TQueueWorkerEntry;
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  loadHandler: () => Promise<TWorkerHandler>;
  /** Concurrent pollers, like the several a Lambda event source mapping runs. */
  concurrency?: number;
  /** Long-poll wait; Lambda uses 20 s, tests may shorten it so stop() returns quickly. */
  waitTimeSeconds?: number;
  onError?: (error: unknown) => void;
};

export type TQueuePoller = { stop: () => Promise<void> };

/** SQS allows 10 messages per receive; Lambda gathers larger batches over several receives. */
const MAX_PER_RECEIVE = 10;

const toRecord = (message: Message, queueArn: string): SQSRecord => ({
  messageId: message.MessageId ?? '',
  receiptHandle: message.ReceiptHandle ?? '',
  body: message.Body ?? '',
  attributes: {
    ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
    SentTimestamp: message.Attributes?.SentTimestamp ?? String(Date.now()),
    SenderId: message.Attributes?.SenderId ?? 'local',
    ApproximateFirstReceiveTimestamp: message.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
  },
  messageAttributes: {},
  md5OfBody: message.MD5OfBody ?? '',
  eventSource: 'aws:sqs',
  eventSourceARN: queueArn,
  awsRegion: 'us-east-1',
});

/** Which messages a result says were handled: all, unless the batch failed or named its failures. */
function handledMessages(batch: Message[], outcome: { result?: SQSBatchResponse | void; failed: boolean }): Message[] {
  if (outcome.failed) return [];
  const failures = outcome.result?.batchItemFailures ?? [];
  const ids = new Set(batch.map((m) => m.MessageId));
  // Lambda treats a failure naming no message of the batch as a failure of the whole batch.
  if (failures.some((f) => !f.itemIdentifier || !ids.has(f.itemIdentifier))) return [];
  const failed = new Set<string | undefined>(failures.map((f) => f.itemIdentifier));
  return batch.filter((m) => !failed.has(m.MessageId));
}

/**
 * Lambda's SQS event source mapping, in process: long-polls the queue, gathers up to batchSize messages
 * within the batch window, invokes the worker, deletes what it handled and leaves the rest to come back
 * after the queue's visibility timeout (the queue's redrive policy moves a message to the dead-letter
 * queue after maxReceiveCount receives). A worker that throws or overruns its timeout fails its batch.
 */
export function startQueuePoller(options: TQueuePollerOptions): TQueuePoller {
  const { entry, sqs, queueUrl } = options;
  const abort = new AbortController();
  let isRunning = true;
  // Lambda initialises a function before its first invocation, outside the invocation's timeout.
  const handlerLoading = options.loadHandler();

  const receive = async (max: number, waitTimeSeconds: number) =>
    (
      await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: Math.min(max, MAX_PER_RECEIVE),
          WaitTimeSeconds: waitTimeSeconds,
          MessageSystemAttributeNames: ['All'],
        }),
        { abortSignal: abort.signal },
      )
    ).Messages ?? [];

  const gatherBatch = async (): Promise<Message[]> => {
    const batch = await receive(entry.batchSize, options.waitTimeSeconds ?? 20);
    const windowEnds = Date.now() + entry.batchWindowSeconds * 1000;
    while (isRunning && batch.length > 0 && batch.length < entry.batchSize && Date.now() < windowEnds) {
      const more = await receive(entry.batchSize - batch.length, Math.max(0, Math.min(20, Math.floor((windowEnds - Date.now()) / 1000))));
      batch.push(...more);
    }
    return batch;
  };

  const invoke = async (batch: Message[]) => {
    const handler = await handlerLoading;
    const event: SQSEvent = { Records: batch.map((m) => toRecord(m, options.queueArn)) };
    const context = lambdaContext(`worker-${entry.queue}`, batch[0]?.MessageId ?? 'batch', entry.timeoutSeconds * 1000);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`worker ${entry.queue} timed out after ${entry.timeoutSeconds} s`)), entry.timeoutSeconds * 1000);
    });
    try {
      return { result: await Promise.race([handler(event, context), timeout]), failed: false };
    } catch (error) {
      options.onError?.(error);
      return { failed: true };
    } finally {
      clearTimeout(timer);
    }
  };

  const loop = async () => {
    await handlerLoading.catch((error: unknown) => options.onError?.(error));
    while (isRunning) {
      try {
        const batch = await gatherBatch();
        if (batch.length === 0 || !isRunning) continue;
        const handled = handledMessages(batch, await invoke(batch));
        for (let i = 0; i < handled.length; i += MAX_PER_RECEIVE) {
          const chunk = handled.slice(i, i + MAX_PER_RECEIVE);
          await sqs.send(
            new DeleteMessageBatchCommand({ QueueUrl: queueUrl, Entries: chunk.map((m, n) => ({ Id: String(n), ReceiptHandle: m.ReceiptHandle })) }),
          );
        }
      } catch (error) {
        if (!isRunning) return;
        options.onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };

  const loops = Array.from({ length: options.concurrency ?? 1 }, loop);
  return {
    stop: async () => {
      isRunning = false;
      abort.abort();
      await Promise.allSettled(loops);
    },
  };
}
