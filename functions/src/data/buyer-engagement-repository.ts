import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { queryAllItems } from './query-pages';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/**
 * LEADSTATE#agentId / ENGAGEMENT#buyerUserId: which of the agent's listings a signed-in buyer viewed and has
 * saved (DynamoDB string sets, so a repeat is a no-op). The lead score reads it for the buyer's leads.
 */
export const buyerEngagementEntity = defineEntity({
  name: ENTITY.buyerEngagement,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      buyerUserId: z.string(),
      viewedListingIds: z._default(z.set(z.string()), new Set()),
      savedListingIds: z._default(z.set(z.string()), new Set()),
    }),
  ),
  key: (engagement: { agentId: string; buyerUserId: string }) => keys.buyerEngagement(engagement.agentId, engagement.buyerUserId),
});

export type TBuyerEngagement = ReturnType<typeof buyerEngagementEntity.parse>;

type TListingOfAgent = { agentId: string; buyerUserId: string; listingId: string };

const byUser = (input: TListingOfAgent) => {
  const { gsi1pk, gsi1sk } = keys.ofUser(input.buyerUserId, 'ENGAGEMENT', input.agentId);
  return { ':byUserPk': gsi1pk, ':byUserSk': gsi1sk };
};

async function changeListingSet(db: TDb, input: TListingOfAgent, action: 'ADD' | 'DELETE', attribute: 'viewedListingIds' | 'savedListingIds') {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: buyerEngagementEntity.key(input),
      // In the buyer's index too, so deleting their account finds it among other agents' partitions.
      UpdateExpression: `${action} #set :listing SET entity = :entity, buyerUserId = :buyer, gsi1pk = :byUserPk, gsi1sk = :byUserSk`,
      ExpressionAttributeNames: { '#set': attribute },
      ExpressionAttributeValues: {
        ':listing': new Set([input.listingId]),
        ':entity': buyerEngagementEntity.name,
        ':buyer': input.buyerUserId,
        ...byUser(input),
      },
    }),
  );
}

export const noteListingViewed = (db: TDb, input: TListingOfAgent) => changeListingSet(db, input, 'ADD', 'viewedListingIds');

export const noteListingSaved = (db: TDb, input: TListingOfAgent, isSaved: boolean) =>
  changeListingSet(db, input, isSaved ? 'ADD' : 'DELETE', 'savedListingIds');

/** Every signed-in buyer's engagement with the agent's listings, by user id (one partition). */
export async function listBuyerEngagements(db: TDb, agentId: string): Promise<Map<string, TBuyerEngagement>> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.leadPipelinePartition(agentId), ':prefix': keys.buyerEngagementPrefix },
  });
  return new Map(items.map((item) => buyerEngagementEntity.parse(item)).map((engagement) => [engagement.buyerUserId, engagement]));
}
