import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { analyticsRollupUpdates, type TAnalyticsEvent } from '../src/data/analytics-rollups';
import { sharedTestDb } from './test-deps';

/**
 * Test set-up: rolls past events up through the very updates a view, inquiry, sign-in or status change
 * writes in its own transaction (one transaction per event), so a range in the past has numbers.
 */
export async function seedAnalyticsEvents(events: readonly TAnalyticsEvent[]): Promise<void> {
  const db = sharedTestDb();
  for (const event of events) await db.client.send(new TransactWriteCommand({ TransactItems: analyticsRollupUpdates(db.tableName, event) }));
}
