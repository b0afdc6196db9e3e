import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { TQueueWorkerEntry } from '../../functions/src/entries/entry-types';
import { GLOBAL_INDEXES, TABLE_KEYS } from '../../functions/src/data/table';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'us-east-1';

const describe = async (client: DynamoDBClient, tableName: string) => (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table!;

/** Creates the single table exactly as infra does (keys, both GSIs, TTL) if it does not exist yet. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region, credentials });
  let existing: Awaited<ReturnType<typeof describe>> | null = null;
  try {
    existing = await describe(client, tableName);
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  const attribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
  const index = (g: (typeof GLOBAL_INDEXES)[number]) => ({
    IndexName: g.name,
    KeySchema: [
      { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  if (existing) {
    // A data folder from an older version: add the indexes it lacks, one at a time as DynamoDB requires.
    const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const missing of GLOBAL_INDEXES.filter((g) => !present.has(g.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [missing.partitionKey, missing.sortKey].map(attribute),
          GlobalSecondaryIndexUpdates: [{ Create: index(missing) }],
        }),
      );
    }
    client.destroy();
    return;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...GLOBAL_INDEXES.flatMap((g) => [g.partitionKey, g.sortKey])].map(attribute),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GLOBAL_INDEXES.map(index),
    }),
  );
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true } }));
  client.destroy();
}

/** Where a worker's queue is, for the poller (URL) and for Scheduler targets (ARN). */
export type TLocalQueue = { url: string; arn: string };

/**
 * Creates each worker's queue and its dead-letter queue as infra does: the entry's visibility timeout
 * and a redrive policy after maxReceiveCount receives. Returns them by queue name.
 */
export async function ensureWorkerQueues(endpoint: string, workers: readonly TQueueWorkerEntry[]): Promise<Map<string, TLocalQueue>> {
  const client = new SQSClient({ endpoint, region, credentials });
  const arnOf = async (url: string | undefined) =>
    (await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }))).Attributes?.QueueArn ?? '';
  const queues = new Map<string, TLocalQueue>();
  for (const worker of workers) {
    const dlq = await client.send(new CreateQueueCommand({ QueueName: `${worker.queue}-dlq`, Attributes: { MessageRetentionPeriod: String(14 * 86_400) } }));
    const queue = await client.send(
      new CreateQueueCommand({
        QueueName: worker.queue,
        Attributes: {
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: await arnOf(dlq.QueueUrl), maxReceiveCount: String(worker.maxReceiveCount) }),
          VisibilityTimeout: String(worker.visibilityTimeoutSeconds),
        },
      }),
    );
    queues.set(worker.queue, { url: queue.QueueUrl ?? '', arn: await arnOf(queue.QueueUrl) });
  }
  client.destroy();
  return queues;
}
