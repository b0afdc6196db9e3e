import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conflict } from '../platform/app-error';
import { brokerageConflictOf, type TBrokerageWrite } from './brokerage-writes';
import { isConditionFailure, type TDb, type TTransactItem } from './db';
import { ENTITY, keys } from './table';
import type { TProfileRecord, TSubscriptionStatus, TUserRecord } from './user-records';

/** Writes the user, the profile, the e-mail's uniqueness lock and the brokerage writes together, or nothing. */
export async function createUserWithProfile(db: TDb, user: TUserRecord, profile: TProfileRecord, brokerageWrites: readonly TBrokerageWrite[] = []): Promise<void> {
  const accountItems: TTransactItem[] = [
    {
      Put: {
        TableName: db.tableName,
        Item: { ...keys.emailLock(user.email), entity: ENTITY.emailLock, userId: user.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: db.tableName,
        Item: { ...keys.user(user.id), entity: ENTITY.user, ...user },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: db.tableName,
        Item: { ...keys.profile(user.id), entity: ENTITY.profile, ...profile },
      },
    },
  ];
  try {
    await db.client.send(new TransactWriteCommand({ TransactItems: [...accountItems, ...brokerageWrites.map((w) => w.item)] }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw brokerageConflictOf(error, brokerageWrites, accountItems.length) ?? conflict('An account with this e-mail already exists. Sign in instead.');
  }
}

export async function findUserIdByEmail(db: TDb, email: string): Promise<string | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.emailLock(email) }));
  return (result.Item?.userId as string | undefined) ?? null;
}

const stripKeys = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, entity: _e, ...rest } = item;
  return rest as T;
};

export async function getUserWithProfile(db: TDb, userId: string): Promise<{ user: TUserRecord; profile: TProfileRecord } | null> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
    }),
  );
  const items = result.Items ?? [];
  const user = items.find((i) => i.sk === 'USER');
  const profile = items.find((i) => i.sk === 'PROFILE');
  if (!user || !profile) return null;
  return { user: stripKeys<TUserRecord>(user), profile: stripKeys<TProfileRecord>(profile) };
}

/** Subscription state changes (the payments webhook; demo seeding). */
export async function setSubscriptionStatus(db: TDb, userId: string, status: TSubscriptionStatus, now: string): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET subscriptionStatus = :status, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':status': status, ':now': now },
    }),
  );
}
