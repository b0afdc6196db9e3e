import { GetCommand, PutCommand, ScanCommand, type ScanCommandInput, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { TDb } from '../../../functions/src/data/db';

type TRepairOutcome = Record<string, number>;

/**
 * Runs a local data folder's one-off repair once: a `MIGRATION#<name>` marker item records that it ran (with
 * its outcome, and `layout` when given: a repair whose layout is raised runs again). Answers the repair's
 * outcome, or `nothingDone` once done.
 */
export async function runOnce<TOutcome extends TRepairOutcome>(
  db: TDb,
  { name, layout = 1, nothingDone }: { name: string; layout?: number; nothingDone: TOutcome },
  repair: () => Promise<TOutcome>,
): Promise<TOutcome> {
  const key = { pk: `MIGRATION#${name}`, sk: 'MIGRATION' };
  const marker = await db.client.send(new GetCommand({ TableName: db.tableName, Key: key }));
  // A marker without a layout was written by the first version of its repair.
  if (marker.Item && Number(marker.Item.layout ?? 1) >= layout) return nothingDone;
  const outcome = await repair();
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...key, ...outcome, layout, at: new Date().toISOString() } }));
  return outcome;
}

/** Scans the whole table page by page (a repair's scan: local data folders only), handing each page's items to `visit`. */
export async function scanAll(
  db: TDb,
  scan: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  visit: (items: Record<string, unknown>[]) => Promise<void>,
): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.client.send(new ScanCommand({ ...scan, TableName: db.tableName, ExclusiveStartKey: startKey }));
    await visit(page.Items ?? []);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
