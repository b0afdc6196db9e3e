import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conflict } from '../platform/app-error';
import { brokerageConflictOf, type TBrokerageWrite } from './brokerage-writes';
import { conditionalWrite } from './conditional-write';
import type { TDb, TTransactItem } from './db';
import { emailLockEntity, profileEntity, userEntity, type TProfileRecord, type TUserRecord } from './user-records';
import { putOperation, transactWrite } from './transaction';

/** Writes the user, the profile, the e-mail's uniqueness lock and the brokerage writes together, or nothing. */
export async function createUserWithProfile(
  db: TDb,
  user: TUserRecord,
  profile: TProfileRecord,
  brokerageWrites: readonly TBrokerageWrite[] = [],
): Promise<void> {
  const accountItems: TTransactItem[] = [
    putOperation(db, { Item: emailLockEntity.toItem({ email: user.email, userId: user.id }), ConditionExpression: 'attribute_not_exists(pk)' }),
    putOperation(db, { Item: userEntity.toItem(user), ConditionExpression: 'attribute_not_exists(pk)' }),
    putOperation(db, { Item: profileEntity.toItem(profile) }),
  ];
  const outcome = await transactWrite(db, [...accountItems, ...brokerageWrites.map((w) => w.item)]);
  if (!outcome.written) {
    throw (
      brokerageConflictOf(outcome.failedItems, brokerageWrites, accountItems.length) ?? conflict('An account with this e-mail already exists. Sign in instead.')
    );
  }
}

export async function findUserIdByEmail(db: TDb, email: string): Promise<string | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: emailLockEntity.key({ email }) }));
  return emailLockEntity.parseOptional(result.Item)?.userId ?? null;
}

/**
 * The user and their profile: two single-item reads, never the whole USER# partition (which also holds
 * saved listings and open houses, settings, counters, MLS configurations and the subscription).
 * `consistent` for screens that edit them and must not see an old copy.
 */
export async function getUserWithProfile(
  db: TDb,
  userId: string,
  options: { consistent?: boolean } = {},
): Promise<{ user: TUserRecord; profile: TProfileRecord } | null> {
  const [user, profile] = await Promise.all([
    db.client.send(new GetCommand({ TableName: db.tableName, Key: userEntity.key({ id: userId }), ConsistentRead: options.consistent })),
    db.client.send(new GetCommand({ TableName: db.tableName, Key: profileEntity.key({ userId }), ConsistentRead: options.consistent })),
  ]);
  const found = { user: userEntity.parseOptional(user.Item), profile: profileEntity.parseOptional(profile.Item) };
  return found.user && found.profile ? { user: found.user, profile: found.profile } : null;
}

/** Makes an account an operator of the marketplace, or no longer one; false when there is no such account. */
export async function setUserAdmin(db: TDb, userId: string, isAdmin: boolean, now: string): Promise<boolean> {
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: userEntity.key({ id: userId }),
      UpdateExpression: 'SET isAdmin = :isAdmin, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':isAdmin': isAdmin, ':now': now },
    }),
  );
  return outcome.written;
}
