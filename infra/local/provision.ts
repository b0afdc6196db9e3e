import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
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
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true } }),
  );
  client.destroy();
}

/** Creates the MLS sync queue and its dead-letter queue (5 receives), as infra does. Returns the queue URL. */
export async function ensureQueues(endpoint: string, queueName: string): Promise<string> {
  const client = new SQSClient({ endpoint, region, credentials });
  const dlq = await client.send(new CreateQueueCommand({ QueueName: `${queueName}-dlq` }));
  const dlqArn = (await client.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }))).Attributes?.QueueArn;
  const queue = await client.send(
    new CreateQueueCommand({
      QueueName: queueName,
      Attributes: { RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: '5' }), VisibilityTimeout: '60' },
    }),
  );
  client.destroy();
  return queue.QueueUrl ?? '';
}
