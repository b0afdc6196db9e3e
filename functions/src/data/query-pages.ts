import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { startKeyAfter } from './cursor';
import type { TDb } from './db';

type TCollected = { items: Record<string, unknown>[]; nextStartKey: Record<string, unknown> | undefined };

/**
 * Runs a (possibly filtered) query until it has `limit` items, the index is exhausted, or `maxPages`
 * reads were spent. Reads one item past the limit to know whether another page exists, and resumes
 * right after the last item returned (DynamoDB's own LastEvaluatedKey may lie beyond it).
 */
export async function collectPage(
  db: TDb,
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  options: { limit: number; startKey?: Record<string, unknown>; keyAttributes: readonly string[]; readLimit?: number; maxPages?: number },
): Promise<TCollected> {
  const items: Record<string, unknown>[] = [];
  let startKey = options.startKey;
  let pages = 0;
  do {
    const page = await db.client.send(
      new QueryCommand({ ...query, TableName: db.tableName, ExclusiveStartKey: startKey, Limit: options.readLimit ?? options.limit + 1 }),
    );
    pages++;
    for (const item of page.Items ?? []) {
      items.push(item);
      if (items.length > options.limit) {
        items.pop();
        return { items, nextStartKey: startKeyAfter(items[items.length - 1]!, options.keyAttributes) };
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && pages < (options.maxPages ?? Infinity));
  return { items, nextStartKey: startKey };
}

/** Every item a query matches, following LastEvaluatedKey page after page (for bounded item collections). */
export async function queryAllItems(db: TDb, query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({ ...query, TableName: db.tableName, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** How many items a query matches (Select COUNT, page after page). */
export async function countAllItems(db: TDb, query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select'>): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({ ...query, TableName: db.tableName, Select: 'COUNT', ExclusiveStartKey: startKey }));
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}
