import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { EMAIL_TAKEN_MESSAGE } from '@shared/schemas/account.schema';
import { conflict } from '../platform/app-error';
import { agentStatsEntity } from './agent-stats-repository';
import { batchGetItems } from './batch-items';
import { brokerageConflictOf, type TBrokerageWrite } from './brokerage-writes';
import type { TDb } from './db';
import { TABLE_KEYS } from './table';
import { updateExpression } from './update-expression';
import { getUserWithProfile } from './user-repository';
import {
  emailLockEntity,
  profileEntity,
  settingsEntity,
  userEntity,
  type TBrandingRecord,
  type TProfileRecord,
  type TSettingsRecord,
  type TUserRecord,
} from './user-records';
import { deleteOperation, putOperation, transactWrite, updateOperation } from './transaction';

const CHANGED_MEANWHILE = 'Your account was changed meanwhile. Reload and try again.';

/** Stores branding fields on the profile item (only those given; the rest stay as they are) and answers the whole profile. */
export async function updateBranding(
  db: TDb,
  userId: string,
  branding: TBrandingRecord & { bio?: string | null; specialties?: string[]; servingAreas?: string[] },
  now: string,
): Promise<TProfileRecord> {
  const result = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: profileEntity.key({ userId }),
      ...updateExpression({ ...branding, updatedAt: now }),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_NEW',
    }),
  );
  return profileEntity.parse(result.Attributes ?? {});
}

/** The user and their profile, read strongly consistently (screens that edit them must not see an old copy). */
export const getAccountRecords = (db: TDb, userId: string) => getUserWithProfile(db, userId, { consistent: true });

const pictureFields = /* @__PURE__ */ lazySchema(() => z.object({ profilePicture: z.nullish(z.string()), headerPhoto: z.nullish(z.string()) }));

/** Sets one picture on the profile item and answers the URL it replaced. */
export async function setProfilePicture(db: TDb, userId: string, field: 'profilePicture' | 'headerPhoto', url: string, now: string): Promise<string | null> {
  const result = await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: profileEntity.key({ userId }),
      ...updateExpression({ [field]: url, updatedAt: now }),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return pictureFields.parse(result.Attributes ?? {})[field] ?? null;
}

const avatarFields = /* @__PURE__ */ lazySchema(() => z.object({ profileImageUrl: z.nullish(z.string()), avatarUrl: z.nullish(z.string()) }));

/** Sets the account avatar on the user (profileImageUrl) and the profile (avatarUrl) together; answers the replaced URLs. */
export async function setAvatar(db: TDb, userId: string, url: string, now: string): Promise<string[]> {
  const [user, profile] = await Promise.all([
    db.client.send(
      new GetCommand({ TableName: db.tableName, Key: userEntity.key({ id: userId }), ConsistentRead: true, ProjectionExpression: 'profileImageUrl' }),
    ),
    db.client.send(new GetCommand({ TableName: db.tableName, Key: profileEntity.key({ userId }), ConsistentRead: true, ProjectionExpression: 'avatarUrl' })),
  ]);
  await db.client.send(
    new TransactWriteCommand({
      TransactItems: [
        updateOperation(db, {
          Key: userEntity.key({ id: userId }),
          ...updateExpression({ profileImageUrl: url, updatedAt: now }),
          ConditionExpression: 'attribute_exists(pk)',
        }),
        updateOperation(db, {
          Key: profileEntity.key({ userId }),
          ...updateExpression({ avatarUrl: url, updatedAt: now }),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      ],
    }),
  );
  const replaced = avatarFields.parse({ ...user.Item, ...profile.Item });
  return [replaced.profileImageUrl, replaced.avatarUrl].filter((u): u is string => typeof u === 'string' && u !== url);
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
  const userUpdate = updateExpression({
    email: after.user.email,
    pendingEmail: after.user.pendingEmail,
    firstName: after.user.firstName,
    lastName: after.user.lastName,
    updatedAt: after.user.updatedAt,
  });
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
        putOperation(db, { Item: emailLockEntity.toItem({ email: after.user.email, userId: after.user.id }), ConditionExpression: 'attribute_not_exists(pk)' }),
        deleteOperation(db, {
          Key: emailLockEntity.key({ email: before.user.email }),
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
          ExpressionAttributeValues: { ':me': before.user.id },
        }),
      ]
    : [];
  const outcome = await transactWrite(db, [
    ...emailItems,
    updateOperation(db, {
      Key: userEntity.key(after.user),
      ...userUpdate,
      ConditionExpression: 'updatedAt = :before',
      ExpressionAttributeValues: { ...userUpdate.ExpressionAttributeValues, ':before': before.user.updatedAt },
    }),
    updateOperation(db, { Key: profileEntity.key({ userId: after.user.id }), ...profileUpdate, ConditionExpression: 'attribute_exists(pk)' }),
    ...brokerageWrites.map((w) => w.item),
  ]);
  if (outcome.written) return;
  const brokerageConflict = brokerageConflictOf(outcome.failedItems, brokerageWrites, emailItems.length + 2);
  if (brokerageConflict) throw brokerageConflict;
  throw conflict(isEmailChange && outcome.failedItems.includes(0) ? EMAIL_TAKEN_MESSAGE : CHANGED_MEANWHILE);
}

/** A new password hash (the caller revokes the other sessions). */
export async function setPasswordHash(db: TDb, userId: string, passwordHash: string, now: string): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: userEntity.key({ id: userId }),
      ...updateExpression({ passwordHash, updatedAt: now }),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

export async function getSettings(db: TDb, userId: string): Promise<TSettingsRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: settingsEntity.key({ userId }) }));
  return settingsEntity.parseOptional(result.Item);
}

export async function putSettings(db: TDb, settings: TSettingsRecord): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: settingsEntity.key(settings),
      ...updateExpression({ ...settings, entity: settingsEntity.name }),
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
  const items = await batchGetItems(db, [
    userEntity.key({ id: userId }),
    profileEntity.key({ userId }),
    settingsEntity.key({ userId }),
    agentStatsEntity.key({ userId }),
  ]);
  const itemAt = (key: { sk: string }) => items.find((item) => item.sk === key.sk);
  const user = userEntity.parseOptional(itemAt(userEntity.key({ id: userId })));
  const profile = profileEntity.parseOptional(itemAt(profileEntity.key({ userId })));
  if (!user || !profile) return null;
  const stats = agentStatsEntity.parseOptional(itemAt(agentStatsEntity.key({ userId })));
  return {
    user,
    profile,
    settings: settingsEntity.parseOptional(itemAt(settingsEntity.key({ userId }))),
    stats: { activeListings: stats?.activeListings ?? 0 },
  };
}
