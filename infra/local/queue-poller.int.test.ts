import { GetQueueUrlCommand, ReceiveMessageCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { inject } from 'vitest';
import { FIXTURE_WORKER } from '../../functions/test/fixtures/fixture-entries';
import { fixtureItems } from '../../functions/test/fixtures/fixture-table';
import type { TFixtureMessage } from '../../functions/test/fixtures/fixture-worker.handler';
import { loadHandler } from './handler-modules';
import { ensureWorkerQueues } from './provision';
import { startQueuePoller, type TQueuePoller } from './queue-poller';

/**
 * The fixture worker on a queue of this file's own, which hides a received message for 1 s instead of the entry's
 * 12: SQS, not the poller, keeps that time, so the poller is checked as the runtime runs it without waiting 12 s
 * (twice) for a redelivery.
 */
const WORKER = { ...FIXTURE_WORKER, queue: 'fixture-work-poller-test', visibilityTimeoutSeconds: 1 };

const sqs = new SQSClient({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const queueUrl = async (name: string) => (await sqs.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl!;
const uniqueId = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const sendBatch = async (messages: TFixtureMessage[]) =>
  sqs.send(
    new SendMessageBatchCommand({
      QueueUrl: await queueUrl(WORKER.queue),
      Entries: messages.map((m, i) => ({ Id: String(i), MessageBody: JSON.stringify(m) })),
    }),
  );

let poller: TQueuePoller;
beforeAll(async () => {
  // The worker writes to the runtime's table, configured as the runtime's handlers are.
  Object.assign(process.env, inject('handlerEnv'));
  const queue = (await ensureWorkerQueues(inject('sqsEndpoint'), [WORKER])).get(WORKER.queue)!;
  poller = startQueuePoller({
    entry: WORKER,
    sqs,
    queueUrl: queue.url,
    queueArn: queue.arn,
    loadHandler: () => loadHandler(WORKER.handler),
    concurrency: 2,
    waitTimeSeconds: 1,
  });
});
afterAll(async () => {
  await poller.stop();
});

const deliveriesOf = async (id: string) => (await fixtureItems(`FIXTURE#WORKER#${id}`)) as { receiveCount: number; at: number; firstReceivedAt: number }[];

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The embedded poller against the fixture worker (visibility timeout 1 s, dead letter after 2 receives). */
describe.concurrent('the embedded queue poller', () => {
  it('redelivers only the failed message of a batch, and not before its visibility timeout ends', async () => {
    const ids = [uniqueId('ok'), uniqueId('flaky'), uniqueId('ok')];
    await sendBatch([{ id: ids[0]! }, { id: ids[1]!, failReceives: 1 }, { id: ids[2]! }]);
    const flaky = await waitFor(
      () => deliveriesOf(ids[1]!),
      (d) => d.length >= 2,
      20_000,
    );
    expect(flaky.map((d) => d.receiveCount).sort()).toEqual([1, 2]);
    // Hidden from the first receive until its visibility timeout ran out: not seen twice meanwhile.
    const second = flaky.find((d) => d.receiveCount === 2)!;
    expect(second.at - second.firstReceivedAt).toBeGreaterThanOrEqual(WORKER.visibilityTimeoutSeconds * 1000);
    // The batch's other messages succeeded the first time and were deleted: seen once each, never again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const id of [ids[0]!, ids[2]!]) expect(await deliveriesOf(id)).toHaveLength(1);
  });

  it('moves a message that fails maxReceiveCount times to the dead-letter queue', async () => {
    const id = uniqueId('poison');
    await sendBatch([{ id, failAlways: true }]);
    const dlqUrl = await queueUrl(`${WORKER.queue}-dlq`);
    const deadLetters = await waitFor(
      async () =>
        (await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: 0 }))).Messages ?? [],
      (messages) => messages.some((m) => (JSON.parse(m.Body ?? '{}') as TFixtureMessage).id === id),
      20_000,
    );
    expect(deadLetters.map((m) => (JSON.parse(m.Body ?? '{}') as TFixtureMessage).id)).toContain(id);
    expect((await deliveriesOf(id)).map((d) => d.receiveCount).sort()).toEqual([1, 2]);
  });
});
