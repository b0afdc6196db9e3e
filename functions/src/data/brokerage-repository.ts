import type { TDb } from './db';
import { queryAllItems } from './query-pages';
import { TABLE_KEYS, keys } from './table';

export type TBrokerageMember = { userId: string; role: 'AGENT' | 'BROKER' };

/** The agents and brokers whose profile names this brokerage. */
export async function listBrokerageMembers(db: TDb, brokerageName: string): Promise<TBrokerageMember[]> {
  const items = await queryAllItems(db, {
    IndexName: TABLE_KEYS.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.brokeragePartition(brokerageName) },
    ProjectionExpression: 'gsi2sk',
  });
  const members: TBrokerageMember[] = [];
  for (const item of items) {
    const [role, userId] = String(item.gsi2sk).split('#');
    if ((role === 'AGENT' || role === 'BROKER') && userId) members.push({ role, userId });
  }
  return members;
}
