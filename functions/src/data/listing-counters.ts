import type { TTransactItem } from './db';
import { isBrowsable, priceBucketOf } from './property-index-keys';
import type { TPropertyRecord } from './property-records';
import { ENTITY, keys } from './table';

/**
 * Counter updates that keep "Showing X of Y" and the agent's Active Listings tile exact: they ride in
 * the same transaction as the listing write that changes them.
 */
export function counterUpdates(tableName: string, before: TPropertyRecord | null, after: TPropertyRecord | null): TTransactItem[] {
  const updates: TTransactItem[] = [];
  const cell = (p: TPropertyRecord) => keys.listingCounter(priceBucketOf(p.price), p.bedrooms);
  const add = (key: Record<string, string>, delta: number, entity: string, attribute: string) =>
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
  const sameCell = wasCounted && isCounted && JSON.stringify(cell(before)) === JSON.stringify(cell(after));
  if (!sameCell) {
    if (wasCounted) add(cell(before), -1, ENTITY.listingCounter, 'activeCount');
    if (isCounted) add(cell(after), 1, ENTITY.listingCounter, 'activeCount');
  }
  const owner = (after ?? before)!.userId;
  if (wasCounted !== isCounted) add(keys.agentStats(owner), isCounted ? 1 : -1, ENTITY.agentStats, 'activeListings');
  return updates;
}
