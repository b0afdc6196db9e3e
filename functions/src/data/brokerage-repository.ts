import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TBrokerageRecord, TMembershipRecord, TMembershipState } from './brokerage-records';
import { isConditionFailure, type TDb } from './db';
import { queryAllItems } from './query-pages';
import { keys } from './table';

const toBrokerage = (item: Record<string, unknown> | undefined): TBrokerageRecord | null =>
  item ? { name: String(item.name), brokerId: String(item.brokerId), createdAt: String(item.createdAt) } : null;

const toMembership = (item: Record<string, unknown> | undefined): TMembershipRecord | null =>
  item
    ? {
        agentId: String(item.agentId),
        brokerId: String(item.brokerId),
        status: item.status as TMembershipState,
        requestedAt: String(item.requestedAt),
        decidedAt: (item.decidedAt as string | null | undefined) ?? null,
      }
    : null;

/** The broker who owns a brokerage name (trimmed, case-insensitive), or null when nobody registered it. */
export async function getBrokerage(db: TDb, brokerageName: string): Promise<TBrokerageRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.brokerage(brokerageName), ConsistentRead: true }));
  return toBrokerage(result.Item);
}

/** One agent's request or membership, as stored (the caller checks it against the brokerage's owner). */
export async function getMembership(db: TDb, brokerageName: string, agentId: string): Promise<TMembershipRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.brokerageMembership(brokerageName, agentId), ConsistentRead: true }));
  return toMembership(result.Item);
}

/**
 * The brokerage and the memberships that belong to its current owner, in one query of its partition
 * (requests made to a previous owner of the name are left out).
 */
export async function getBrokerageWithMemberships(db: TDb, brokerageName: string): Promise<{ brokerage: TBrokerageRecord | null; memberships: TMembershipRecord[] }> {
  const items = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.brokeragePartition(brokerageName) },
    ConsistentRead: true,
  });
  const brokerage = toBrokerage(items.find((item) => item.sk === keys.brokerage(brokerageName).sk));
  if (!brokerage) return { brokerage: null, memberships: [] };
  const memberships = items
    .filter((item) => String(item.sk).startsWith(keys.brokerageMembershipPrefix))
    .map((item) => toMembership(item)!)
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
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.brokerageMembership(input.brokerageName, input.agentId),
        UpdateExpression: 'SET #status = :to, decidedAt = :now',
        ConditionExpression: '#status = :from AND brokerId = :broker',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':to': input.to, ':from': input.from, ':broker': input.brokerId, ':now': input.now },
      }),
    );
    return 'changed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getMembership(db, input.brokerageName, input.agentId);
    return current && current.brokerId === input.brokerId ? 'not-allowed' : 'missing';
  }
}

/**
 * Of the given profiles, those whose brokerage is confirmed: the broker owns the name, or its owner
 * approved the agent. Two batch reads' worth of keys at most per profile (name lock and membership).
 */
export async function findConfirmedBrokerages(db: TDb, profiles: readonly { userId: string; brokerageName: string }[]): Promise<Set<string>> {
  const wanted = new Map<string, Record<string, string>>();
  for (const { userId, brokerageName } of profiles) {
    for (const key of [keys.brokerage(brokerageName), keys.brokerageMembership(brokerageName, userId)]) wanted.set(`${key.pk}|${key.sk}`, key);
  }
  const found = new Map<string, Record<string, unknown>>();
  const all = [...wanted.values()];
  for (let i = 0; i < all.length; i += 100) {
    let request: Record<string, { Keys: Record<string, string>[] }> | undefined = { [db.tableName]: { Keys: all.slice(i, i + 100) } };
    while (request && Object.keys(request).length) {
      const result = await db.client.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[db.tableName] ?? []) found.set(`${String(item.pk)}|${String(item.sk)}`, item);
      request = result.UnprocessedKeys as typeof request;
    }
  }
  const confirmed = new Set<string>();
  for (const { userId, brokerageName } of profiles) {
    const lock = keys.brokerage(brokerageName);
    const owner = found.get(`${lock.pk}|${lock.sk}`)?.brokerId;
    const membershipKey = keys.brokerageMembership(brokerageName, userId);
    const membership = toMembership(found.get(`${membershipKey.pk}|${membershipKey.sk}`));
    if (owner === userId || (owner && membership?.status === 'approved' && membership.brokerId === owner)) confirmed.add(userId);
  }
  return confirmed;
}
