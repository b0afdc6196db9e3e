import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { TABLE_KEYS } from '../../functions/src/data/table';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'us-east-1';

/** Creates the single table exactly as infra does (keys, both GSIs, TTL) if it does not exist yet. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region, credentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  const { gsi1, gsi2 } = TABLE_KEYS;
  const attribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
  const index = (g: typeof gsi1 | typeof gsi2) => ({
    IndexName: g.name,
    KeySchema: [
      { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, gsi1.partitionKey, gsi1.sortKey, gsi2.partitionKey, gsi2.sortKey].map(attribute),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [index(gsi1), index(gsi2)],
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
