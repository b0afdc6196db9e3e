import { z } from 'zod';
import { agentStatsEntity } from './agent-stats-repository';
import type { TTransactItem } from './db';
import { defineEntity, type TItemKey } from './entity';
import { isBrowsable, priceBucketOf } from './property-index-keys';
import type { TPropertyRecord } from './property-records';
import { ENTITY, keys } from './table';

/** STATS#LISTINGS / BUCKET#bucket#BEDS#n: active listings in one price bucket with one bedroom count. */
export const listingCounterEntity = defineEntity({
  name: ENTITY.listingCounter,
  schema: z.object({ sk: z.string(), activeCount: z.number().default(0) }).transform(({ sk, activeCount }) => ({ ...keys.listingCounterCell(sk), activeCount })),
  key: (cell: { bucket: string; bedrooms: number }) => keys.listingCounter(cell.bucket, cell.bedrooms),
});

/**
 * Counter updates that keep "Showing X of Y" and the agent's Active Listings tile exact: they ride in
 * the same transaction as the listing write that changes them.
 */
export function counterUpdates(tableName: string, before: TPropertyRecord | null, after: TPropertyRecord | null): TTransactItem[] {
  const updates: TTransactItem[] = [];
  const cell = (p: TPropertyRecord) => listingCounterEntity.key({ bucket: priceBucketOf(p.price), bedrooms: p.bedrooms });
  const add = (key: TItemKey, delta: number, entity: string, attribute: string) =>
    updates.push({
      Update: {
        TableName: tableName,
        Key: key,
        UpdateExpression: `ADD ${attribute} :delta SET entity = :entity`,
        ExpressionAttributeValues: { ':delta': delta, ':entity': entity },
      },
    });
  const wasCounted = before !== null && isBrowsable(before);
  const isCounted = after !== null && isBrowsable(after);
  const sameCell = wasCounted && isCounted && cell(before).sk === cell(after).sk;
  if (!sameCell) {
    if (wasCounted) add(cell(before), -1, listingCounterEntity.name, 'activeCount');
    if (isCounted) add(cell(after), 1, listingCounterEntity.name, 'activeCount');
  }
  const owner = (after ?? before)!.userId;
  if (wasCounted !== isCounted) add(agentStatsEntity.key({ userId: owner }), isCounted ? 1 : -1, agentStatsEntity.name, 'activeListings');
  return updates;
}
