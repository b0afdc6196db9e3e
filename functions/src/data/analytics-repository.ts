import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';
import { analyticsLeadStatusEntity, analyticsRollupEntity, type TAnalyticsRollup } from './analytics-rollups';
import { queryAllItems } from './query-pages';
import * as keys from './keys';

/** Sort keys from `first` to everything that starts with `last` ('~' sorts after the ids and days in keys). */
async function queryRollups(db: TDb, agentId: string, first: string, last: string): Promise<TAnalyticsRollup[]> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: { ':pk': keys.analyticsPartition(agentId), ':first': first, ':last': `${last}~` },
  });
  return items.map(analyticsRollupEntity.parse);
}

/** The agent's totals of each day from `from` to `to` (YYYY-MM-DD, both included) that had any. */
export const listAnalyticsDays = (db: TDb, agentId: string, from: string, to: string) =>
  queryRollups(db, agentId, `${keys.analyticsDayPrefix}${from}`, `${keys.analyticsDayPrefix}${to}`);

/** Every listing's counts of each day from `from` to `to` (the edges of a range that are not whole months). */
export const listAnalyticsOfListingsByDay = (db: TDb, agentId: string, from: string, to: string) =>
  queryRollups(db, agentId, `${keys.analyticsDayOfListingsPrefix}${from}`, `${keys.analyticsDayOfListingsPrefix}${to}`);

/** Every listing's counts of each month from `fromMonth` to `toMonth` (YYYY-MM, both included). */
export const listAnalyticsOfListingsByMonth = (db: TDb, agentId: string, fromMonth: string, toMonth: string) =>
  queryRollups(db, agentId, `${keys.analyticsMonthOfListingsPrefix}${fromMonth}`, `${keys.analyticsMonthOfListingsPrefix}${toMonth}`);

/** One listing's counts of each day from `from` to `to`. */
export const listAnalyticsDaysOfListing = (db: TDb, agentId: string, listingId: string, from: string, to: string) =>
  queryRollups(db, agentId, `${keys.analyticsListingDayPrefix(listingId)}${from}`, `${keys.analyticsListingDayPrefix(listingId)}${to}`);

/** How many of the agent's leads are in each status now. */
export async function getLeadStatusCounts(db: TDb, agentId: string) {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: analyticsLeadStatusEntity.key({ agentId }) }));
  return analyticsLeadStatusEntity.parse(result.Item ?? {});
}
