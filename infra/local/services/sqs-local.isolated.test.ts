import { CreateQueueCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { delayRedelivery } from '../../../functions/src/adapters/queue/queue-visibility';
import { sqsQueueSender } from '../../../functions/src/adapters/queue/queue-sender';
import { queueUrlVariable } from '../../../functions/src/entries/entry-environment';
import { findFreePort } from '../ports';
import type { TRunningService } from './dynamodb-local';
import { startSqsLocal } from './sqs-local';

const QUEUE = 'adapter-test';

/**
 * The queue adapter (@aws-sdk/client-sqs, AWS JSON 1.0) against the embedded SQS server, as the local runtime and
 * the API tests use it: the adapter's client finds it through AWS_ENDPOINT_URL_SQS, the queue through its URL
 * variable; the test reads the queue with a client of its own.
 */
describe('the queue adapter on the local SQS server', () => {
  let sqs: TRunningService;
  let reader: SQSClient;
  let queueUrl: string;

  beforeAll(async () => {
    sqs = await startSqsLocal({ port: await findFreePort() });
    reader = new SQSClient({ endpoint: sqs.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    queueUrl = (await reader.send(new CreateQueueCommand({ QueueName: QUEUE }))).QueueUrl!;
    vi.stubEnv('AWS_ENDPOINT_URL_SQS', sqs.endpoint);
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
    vi.stubEnv(queueUrlVariable(QUEUE), queueUrl);
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    reader?.destroy();
    await sqs?.stop();
  });

  const receive = async (visibilityTimeout = 30) =>
    (await reader.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, VisibilityTimeout: visibilityTimeout })))
      .Messages ?? [];

  it('puts a message on the queue as JSON', async () => {
    await sqsQueueSender.send(QUEUE, { kind: 'lead-alert', leadId: 'lead_1', note: 'ü & <b>' });
    expect((await receive()).map((m) => JSON.parse(m.Body!))).toEqual([{ kind: 'lead-alert', leadId: 'lead_1', note: 'ü & <b>' }]);
  });

  it('delays a message it is asked to delay', async () => {
    await sqsQueueSender.send(QUEUE, { kind: 'later' }, { delaySeconds: 60 });
    expect(await receive()).toEqual([]);
  });

  it('sets when a received message comes back: at once with 0 seconds, not before its back-off otherwise', async () => {
    await sqsQueueSender.send(QUEUE, { kind: 'retry' });
    const [first] = await receive();
    expect(await receive()).toEqual([]);
    await delayRedelivery(QUEUE, first!.ReceiptHandle!, 0);
    const [again] = await receive();
    expect(JSON.parse(again!.Body!)).toEqual({ kind: 'retry' });
    await delayRedelivery(QUEUE, again!.ReceiptHandle!, 120);
    expect(await receive(0)).toEqual([]);
  });

  it('names the variable a function without the grant lacks', async () => {
    await expect(sqsQueueSender.send('not-granted', {})).rejects.toThrow("QUEUE_URL_NOT_GRANTED is not set: grant 'queue:not-granted' to this entry");
  });
});
