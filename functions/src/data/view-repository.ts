import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, type TDb } from './db';
import { ENTITY, keys } from './table';

export type TPropertyView = { id: string; listingId: string; agentId: string; viewedAt: string; userAgent: string; ipHash: string };

/**
 * Records one view and bumps the listing's and the agent's view counters, at most once per viewer and
 * listing per window (the dedupe item's condition). Returns whether it counted.
 */
export async function recordView(db: TDb, view: TPropertyView, dedupe: { viewerKey: string; windowStart: number; expiresAt: number }, retainUntil: number): Promise<boolean> {
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: db.tableName,
              Item: { ...keys.viewDedupe(view.listingId, dedupe.viewerKey, dedupe.windowStart), entity: ENTITY.viewDedupe, expiresAt: dedupe.expiresAt },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: db.tableName, Item: { ...keys.view(view.listingId, view.viewedAt, view.id), entity: ENTITY.view, ...view, expiresAt: retainUntil } } },
          {
            Update: {
              TableName: db.tableName,
              Key: keys.property(view.listingId),
              UpdateExpression: 'ADD viewCount :one',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          {
            Update: {
              TableName: db.tableName,
              Key: keys.agentStats(view.agentId),
              UpdateExpression: 'ADD totalViews :one SET entity = :entity',
              ExpressionAttributeValues: { ':one': 1, ':entity': ENTITY.agentStats },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
