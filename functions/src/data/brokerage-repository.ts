import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from './batch-items';
import { brokerageEntity, membershipEntity, type TBrokerageRecord, type TMembershipRecord, type TMembershipState } from './brokerage-records';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { queryAllItems } from './query-pages';
import * as keys from './keys';

/** The broker who owns a brokerage name (trimmed, case-insensitive), or null when nobody registered it. */
export async function getBrokerage(db: TDb, brokerageName: string): Promise<TBrokerageRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: brokerageEntity.key({ name: brokerageName }), ConsistentRead: true }));
  return brokerageEntity.parseOptional(result.Item);
}

/** One agent's request or membership, as stored (the caller checks it against the brokerage's owner). */
export async function getMembership(db: TDb, brokerageName: string, agentId: string): Promise<TMembershipRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: membershipEntity.key({ brokerageName, agentId }), ConsistentRead: true }));
  return membershipEntity.parseOptional(result.Item);
}

/**
 * The brokerage and the memberships that belong to its current owner, in one query of its partition
 * (requests made to a previous owner of the name are left out).
 */
export async function getBrokerageWithMemberships(
  db: TDb,
  brokerageName: string,
): Promise<{ brokerage: TBrokerageRecord | null; memberships: TMembershipRecord[] }> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.brokeragePartition(brokerageName) },
    ConsistentRead: true,
  });
  const brokerage = brokerageEntity.parseOptional(items.find((item) => item.sk === brokerageEntity.key({ name: brokerageName }).sk));
  if (!brokerage) return { brokerage: null, memberships: [] };
  const memberships = items
    .filter((item) => String(item.sk).startsWith(keys.brokerageMembershipPrefix))
    .map(membershipEntity.parse)
    .filter((membership) => membership.brokerId === brokerage.brokerId);
  return { brokerage, memberships };
}

export type TTransitionResult = 'changed' | 'missing' | 'not-allowed';

/**
 * Moves one membership from `from` to `to`, only if it is in `from` and was made to this broker.
 * Answers 'missing' when there is no such membership, 'not-allowed' when it is in another state.
 */
export async function transitionMembership(
  db: TDb,
  input: { brokerageName: string; agentId: string; brokerId: string; from: TMembershipState; to: TMembershipState; now: string },
): Promise<TTransitionResult> {
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: membershipEntity.key(input),
      UpdateExpression: 'SET #status = :to, decidedAt = :now',
      ConditionExpression: '#status = :from AND brokerId = :broker',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': input.to, ':from': input.from, ':broker': input.brokerId, ':now': input.now },
    }),
  );
  if (outcome.written) return 'changed';
  const current = await getMembership(db, input.brokerageName, input.agentId);
  return current && current.brokerId === input.brokerId ? 'not-allowed' : 'missing';
}

/**
 * Of the given profiles, those whose brokerage is confirmed: the broker owns the name, or its owner
 * approved the agent. Two keys at most per profile (name lock and membership), read in batches.
 */
export async function findConfirmedBrokerages(db: TDb, profiles: readonly { userId: string; brokerageName: string }[]): Promise<Set<string>> {
  const idOf = (key: { pk: string; sk: string }) => `${key.pk}|${key.sk}`;
  const wanted = new Map<string, { pk: string; sk: string }>();
  for (const { userId, brokerageName } of profiles) {
    for (const key of [brokerageEntity.key({ name: brokerageName }), membershipEntity.key({ brokerageName, agentId: userId })]) wanted.set(idOf(key), key);
  }
  const found = new Map((await batchGetItems(db, [...wanted.values()])).map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
  const confirmed = new Set<string>();
  for (const { userId, brokerageName } of profiles) {
    const owner = brokerageEntity.parseOptional(found.get(idOf(brokerageEntity.key({ name: brokerageName }))))?.brokerId;
    const membership = membershipEntity.parseOptional(found.get(idOf(membershipEntity.key({ brokerageName, agentId: userId }))));
    if (owner === userId || (owner && membership?.status === 'approved' && membership.brokerId === owner)) confirmed.add(userId);
  }
  return confirmed;
}
