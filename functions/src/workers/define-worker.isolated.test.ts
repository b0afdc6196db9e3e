import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { TQueueWorkerEntry } from '../entries/entry-types';
import { defineWorker } from './define-worker';

const entry = (messageConcurrency?: number): TQueueWorkerEntry => ({
  kind: 'queue-worker',
  queue: 'unit',
  handler: 'workers/unit',
  summary: 'unit',
  resources: [],
  batchSize: 10,
  batchWindowSeconds: 0,
  timeoutSeconds: 10,
  memoryMb: 128,
  visibilityTimeoutSeconds: 60,
  maxReceiveCount: 3,
  messageConcurrency,
});

const record = (id: string, body: unknown): SQSRecord =>
  ({
    messageId: id,
    receiptHandle: `receipt-${id}`,
    body: JSON.stringify(body),
    attributes: { ApproximateReceiveCount: '2', ApproximateFirstReceiveTimestamp: '1700000000000' },
  }) as unknown as SQSRecord;

const batch = (count: number): SQSEvent => ({ Records: Array.from({ length: count }, (_, i) => record(`m${i}`, { n: i, fail: i % 4 === 1 })) });

/** Runs a batch where each message waits until `release` and counts how many were in flight at once. */
async function runBatch(concurrency: number | undefined) {
  let inFlight = 0;
  let mostInFlight = 0;
  const seen: { n: number; receiveCount: number; receiptHandle: string }[] = [];
  const handler = defineWorker(entry(concurrency), async (message) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setImmediate(resolve));
    inFlight--;
    const body = message.body as { n: number; fail: boolean };
    seen.push({ n: body.n, receiveCount: message.receiveCount, receiptHandle: message.receiptHandle });
    if (body.fail) throw new Error(`message ${body.n} fails`);
  });
  const result = await handler(batch(8), {} as Context);
  return { result, mostInFlight, seen };
}

describe('defineWorker', () => {
  beforeAll(() => void vi.stubEnv('LOG_LEVEL', 'silent'));

  it('handles a batch one message after the other by default, reporting only the ones that failed', async () => {
    const { result, mostInFlight, seen } = await runBatch(undefined);
    expect(mostInFlight).toBe(1);
    expect(seen.map((s) => s.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(seen[0]).toEqual({ n: 0, receiveCount: 2, receiptHandle: 'receipt-m0' });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }, { itemIdentifier: 'm5' }]);
  });

  it('handles up to messageConcurrency messages at once, with the same partial failures', async () => {
    const { result, mostInFlight, seen } = await runBatch(3);
    expect(mostInFlight).toBe(3);
    expect(seen.map((s) => s.n).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(result.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['m1', 'm5']);
  });
});
