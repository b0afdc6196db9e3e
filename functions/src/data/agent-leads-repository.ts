import type { TDb } from './db';
import type { TLeadRecord } from './property-records';
import { queryAllItems } from './query-pages';
import { TABLE_KEYS, keys } from './table';

const toLead = ({ pk: _a, sk: _b, gsi1pk: _c, gsi1sk: _d, entity: _e, ...rest }: Record<string, unknown>) => rest as TLeadRecord;

/** Every lead of an agent, newest first: inquiries about listings, profile contacts and open-house sign-ins. */
export async function listAllLeadsOfAgent(db: TDb, agentId: string): Promise<TLeadRecord[]> {
  const items = await queryAllItems(db, {
    IndexName: TABLE_KEYS.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.agentPartition(agentId), ':prefix': keys.leadPrefix },
    ScanIndexForward: false,
  });
  return items.map(toLead);
}
