import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conflict } from '../platform/app-error';
import { brokerageConflictOf, type TBrokerageWrite } from './brokerage-writes';
import { conditionalWrite } from './conditional-write';
import type { TDb, TTransactItem } from './db';
import { keys } from './table';
import { emailLockEntity, profileEntity, userEntity, type TProfileRecord, type TSubscriptionStatus, type TUserRecord } from './user-records';

/** Writes the user, the profile, the e-mail's uniqueness lock and the brokerage writes together, or nothing. */
export async function createUserWithProfile(db: TDb, user: TUserRecord, profile: TProfileRecord, brokerageWrites: readonly TBrokerageWrite[] = []): Promise<void> {
  const accountItems: TTransactItem[] = [
    { Put: { TableName: db.tableName, Item: emailLockEntity.toItem({ email: user.email, userId: user.id }), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: db.tableName, Item: userEntity.toItem(user), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: db.tableName, Item: profileEntity.toItem(profile) } },
  ];
  const outcome = await conditionalWrite(db, new TransactWriteCommand({ TransactItems: [...accountItems, ...brokerageWrites.map((w) => w.item)] }));
  if (!outcome.written) {
    throw brokerageConflictOf(outcome.failedItems, brokerageWrites, accountItems.length) ?? conflict('An account with this e-mail already exists. Sign in instead.');
  }
}

export async function findUserIdByEmail(db: TDb, email: string): Promise<string | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: emailLockEntity.key({ email }) }));
  return emailLockEntity.parseOptional(result.Item)?.userId ?? null;
}

export async function getUserWithProfile(db: TDb, userId: string): Promise<{ user: TUserRecord; profile: TProfileRecord } | null> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
    }),
  );
  const items = result.Items ?? [];
  const user = items.find((i) => i.sk === keys.user(userId).sk);
  const profile = items.find((i) => i.sk === keys.profile(userId).sk);
  if (!user || !profile) return null;
  return { user: userEntity.parse(user), profile: profileEntity.parse(profile) };
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
