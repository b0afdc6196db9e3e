import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import { TABLE_KEYS, keys } from './table';

export type TBrokerageMember = { userId: string; role: 'AGENT' | 'BROKER' };

/** The agents and brokers whose profile names this brokerage. */
export async function listBrokerageMembers(db: TDb, brokerageName: string): Promise<TBrokerageMember[]> {
  const members: TBrokerageMember[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        IndexName: TABLE_KEYS.gsi2.name,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.brokeragePartition(brokerageName) },
        ProjectionExpression: 'gsi2sk',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const [role, userId] = String(item.gsi2sk).split('#');
      if ((role === 'AGENT' || role === 'BROKER') && userId) members.push({ role, userId });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return members;
}
