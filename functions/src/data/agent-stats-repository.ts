import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { countAllItems } from './query-pages';
import { TABLE_KEYS } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * USER#id / STATS: an agent's counters, each moved (ADD) in the same transaction as what it counts, so a
 * counter nothing has moved yet is absent.
 */
export const agentStatsEntity = defineEntity({
  name: ENTITY.agentStats,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      activeListings: z._default(z.number(), 0),
      totalViews: z._default(z.number(), 0),
      totalLeads: z._default(z.number(), 0),
      unreadMessages: z._default(z.number(), 0),
    }),
  ),
  key: (stats: { userId: string }) => keys.agentStats(stats.userId),
});

export type TAgentStats = { activeListings: number; totalViews: number; totalLeads: number };

/** The counters kept on the agent's STATS item (moved in the same transactions as what they count). */
export async function getAgentStats(db: TDb, userId: string): Promise<TAgentStats> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: agentStatsEntity.key({ userId }) }));
  const { activeListings, totalViews, totalLeads } = agentStatsEntity.parse(result.Item ?? {});
  return { activeListings, totalViews, totalLeads };
}

/** Open houses of the agent that have not ended yet (an open house lasts at most a day). */
export async function countUpcomingOpenHousesOfAgent(db: TDb, userId: string, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
  return countAllItems(db, {
    IndexName: TABLE_KEYS.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :from',
    FilterExpression: 'endsAt > :now',
    ExpressionAttributeValues: { ':pk': keys.agentPartition(userId), ':from': `${keys.openHousePrefix}${dayAgo}`, ':now': now.toISOString() },
  });
}

/** Open houses of the agent that have ended: started before now (key range) and over by now (filter). */
export async function countOpenHousesHeldByAgent(db: TDb, userId: string, now: Date): Promise<number> {
  return countAllItems(db, {
    IndexName: TABLE_KEYS.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :first AND :now',
    FilterExpression: 'endsAt <= :nowIso',
    ExpressionAttributeValues: {
      ':pk': keys.agentPartition(userId),
      ':first': keys.openHousePrefix,
      ':now': `${keys.openHousePrefix}${now.toISOString()}`,
      ':nowIso': now.toISOString(),
    },
  });
}
