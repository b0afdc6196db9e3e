import { BatchGetCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EMAIL_TAKEN_MESSAGE } from '@shared/schemas/account.schema';
import { conflict } from '../platform/app-error';
import { brokerageConflictOf, type TBrokerageWrite } from './brokerage-writes';
import { isConditionFailure, type TDb } from './db';
import { ENTITY, TABLE_KEYS, keys } from './table';
import { updateExpression } from './update-expression';
import type { TBrandingRecord, TProfileRecord, TSettingsRecord, TUserRecord } from './user-records';

const CHANGED_MEANWHILE = 'Your account was changed meanwhile. Reload and try again.';

const withoutKeys = <T>(item: Record<string, unknown> | undefined): T | null => {
  if (!item) return null;
  const { pk: _a, sk: _b, gsi1pk: _c, gsi1sk: _d, gsi2pk: _e, gsi2sk: _f, entity: _g, ...rest } = item;
  return rest as T;
};

/** Stores branding fields on the profile item (only those given; the rest stay as they are) and answers the whole profile. */
export async function updateBranding(db: TDb, userId: string, branding: TBrandingRecord & { bio?: string | null; specialties?: string[]; servingAreas?: string[] }, now: string): Promise<TProfileRecord> {
  const result = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.profile(userId),
      ...updateExpression({ ...branding, updatedAt: now }),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_NEW',
    }),
  );
  return withoutKeys<TProfileRecord>(result.Attributes) as TProfileRecord;
}

/** The user and their profile, read strongly consistently (screens that edit them must not see an old copy). */
export async function getAccountRecords(db: TDb, userId: string): Promise<{ user: TUserRecord; profile: TProfileRecord } | null> {
  const [user, profile] = await Promise.all(
    [keys.user(userId), keys.profile(userId)].map((Key) => db.client.send(new GetCommand({ TableName: db.tableName, Key, ConsistentRead: true }))),
  );
  const found = { user: withoutKeys<TUserRecord>(user?.Item), profile: withoutKeys<TProfileRecord>(profile?.Item) };
  return found.user && found.profile ? { user: found.user, profile: found.profile } : null;
}

/** Sets one picture on the profile item and answers the URL it replaced. */
export async function setProfilePicture(db: TDb, userId: string, field: 'profilePicture' | 'headerPhoto', url: string, now: string): Promise<string | null> {
  const result = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.profile(userId),
      ...updateExpression({ [field]: url, updatedAt: now }),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return (result.Attributes?.[field] as string | null | undefined) ?? null;
}

/** Sets the account avatar on the user (profileImageUrl) and the profile (avatarUrl) together; answers the replaced URLs. */
export async function setAvatar(db: TDb, userId: string, url: string, now: string): Promise<string[]> {
  const [user, profile] = await Promise.all([
    db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.user(userId), ConsistentRead: true, ProjectionExpression: 'profileImageUrl' })),
    db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.profile(userId), ConsistentRead: true, ProjectionExpression: 'avatarUrl' })),
  ]);
  await db.client.send(
    new TransactWriteCommand({
      TransactItems: [
        { Update: { TableName: db.tableName, Key: keys.user(userId), ...updateExpression({ profileImageUrl: url, updatedAt: now }), ConditionExpression: 'attribute_exists(pk)' } },
        { Update: { TableName: db.tableName, Key: keys.profile(userId), ...updateExpression({ avatarUrl: url, updatedAt: now }), ConditionExpression: 'attribute_exists(pk)' } },
      ],
    }),
  );
  return [user.Item?.profileImageUrl, profile.Item?.avatarUrl].filter((u): u is string => typeof u === 'string' && u !== url);
}

/**
 * Writes the account form: user and profile in one transaction, with the e-mail's uniqueness lock moved
 * in the same transaction when the e-mail changes (a taken e-mail → 409 and nothing changes), and the
 * brokerage writes (name lock, membership request) too. `before` guards against a concurrent change.
 */
export async function updateAccount(
  db: TDb,
  before: { user: TUserRecord; profile: TProfileRecord },
  after: { user: TUserRecord; profile: TProfileRecord },
  brokerageWrites: readonly TBrokerageWrite[] = [],
): Promise<void> {
  const isEmailChange = before.user.email !== after.user.email;
  const userUpdate = updateExpression({ email: after.user.email, firstName: after.user.firstName, lastName: after.user.lastName, updatedAt: after.user.updatedAt });
  const profileUpdate = updateExpression(
    {
      displayName: after.profile.displayName,
      phone: after.profile.phone,
      city: after.profile.city,
      bio: after.profile.bio,
      licenseNumber: after.profile.licenseNumber,
      brokerageName: after.profile.brokerageName,
      updatedAt: after.profile.updatedAt,
    },
    // Profiles were once indexed by brokerage name; membership now lives in the brokerage's own items.
    [TABLE_KEYS.gsi2.partitionKey, TABLE_KEYS.gsi2.sortKey],
  );
  const emailItems = isEmailChange
    ? [
        {
          Put: {
            TableName: db.tableName,
            Item: { ...keys.emailLock(after.user.email), entity: ENTITY.emailLock, userId: after.user.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Delete: {
            TableName: db.tableName,
            Key: keys.emailLock(before.user.email),
            ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
            ExpressionAttributeValues: { ':me': before.user.id },
          },
        },
      ]
    : [];
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          ...emailItems,
          {
            Update: {
              TableName: db.tableName,
              Key: keys.user(after.user.id),
              ...userUpdate,
              ConditionExpression: 'updatedAt = :before',
              ExpressionAttributeValues: { ...userUpdate.ExpressionAttributeValues, ':before': before.user.updatedAt },
            },
          },
          {
            Update: {
              TableName: db.tableName,
              Key: keys.profile(after.user.id),
              ...profileUpdate,
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          ...brokerageWrites.map((w) => w.item),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const brokerageConflict = brokerageConflictOf(error, brokerageWrites, emailItems.length + 2);
    if (brokerageConflict) throw brokerageConflict;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    throw conflict(isEmailChange && reasons[0]?.Code === 'ConditionalCheckFailed' ? EMAIL_TAKEN_MESSAGE : CHANGED_MEANWHILE);
  }
}

/** A new password hash (the caller revokes the other sessions). */
export async function setPasswordHash(db: TDb, userId: string, passwordHash: string, now: string): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.user(userId),
      ...updateExpression({ passwordHash, updatedAt: now }),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

export async function getSettings(db: TDb, userId: string): Promise<TSettingsRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.settings(userId) }));
  return withoutKeys<TSettingsRecord>(result.Item);
}

export async function putSettings(db: TDb, settings: TSettingsRecord): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.settings(settings.userId),
      ...updateExpression({ ...settings, entity: ENTITY.settings }),
    }),
  );
}

export type TProfileParts = {
  user: TUserRecord;
  profile: TProfileRecord;
  settings: TSettingsRecord | null;
  stats: { activeListings: number };
};

/** User, profile, settings and the counters of one user in one batch read; null when user or profile is missing. */
export async function getProfileParts(db: TDb, userId: string): Promise<TProfileParts | null> {
  const wanted = [keys.user(userId), keys.profile(userId), keys.settings(userId), keys.agentStats(userId)];
  const found: Record<string, Record<string, unknown>> = {};
  let request: Record<string, { Keys: Record<string, string>[] }> | undefined = { [db.tableName]: { Keys: wanted } };
  while (request && Object.keys(request).length) {
    const result = await db.client.send(new BatchGetCommand({ RequestItems: request }));
    for (const item of result.Responses?.[db.tableName] ?? []) found[String(item.sk)] = item;
    request = result.UnprocessedKeys as typeof request;
  }
  const user = withoutKeys<TUserRecord>(found.USER);
  const profile = withoutKeys<TProfileRecord>(found.PROFILE);
  if (!user || !profile) return null;
  return { user, profile, settings: withoutKeys<TSettingsRecord>(found.SETTINGS), stats: { activeListings: Number(found.STATS?.activeListings ?? 0) } };
}
