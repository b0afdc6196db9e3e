import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import * as ENTITY from './entity-names';

/**
 * The ids of hand-made listings stored without a map position (no index holds them: a listing with none is
 * outside the geo index). A Scan, so for one-off passes only (the local start, `npm run listings:place`):
 * no function is granted dynamodb:Scan.
 */
export async function scanUnplacedListingIds(db: TDb): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.client.send(
      new ScanCommand({
        TableName: db.tableName,
        FilterExpression: 'entity = :property AND (attribute_not_exists(coordinates) OR coordinates = :none) AND attribute_not_exists(mls)',
        ExpressionAttributeValues: { ':property': ENTITY.property, ':none': null },
        ProjectionExpression: 'id',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) ids.push(String(item.id));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}
