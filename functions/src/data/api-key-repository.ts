import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { API_KEY_SCOPES } from '@shared/constants/api-keys';
import * as z from '@shared/zod';
import { lazySchema } from '@shared/lazy-schema';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { defineEntity } from './entity';
import { queryAllItems } from './query-pages';
import { TABLE_KEYS } from './table';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** APIKEY#id / APIKEY, in its owner's keys (gsi1). Only the SHA-256 of the whole key is stored. */
export const apiKeyEntity = defineEntity({
  name: ENTITY.apiKey,
  schema: /* @__PURE__ */ lazySchema(() =>
    z.object({
      keyId: z.string(),
      userId: z.string(),
      name: z.string(),
      scopes: z.array(z.enum(API_KEY_SCOPES)),
      secretHash: z.string(),
      createdAt: z.string(),
      lastUsedAt: z._default(z.nullable(z.string()), null),
    }),
  ),
  key: (apiKey: { keyId: string }) => keys.apiKey(apiKey.keyId),
  indexKeys: (apiKey) => keys.apiKeyByUser(apiKey.userId, apiKey.createdAt),
});

export type TApiKeyRecord = ReturnType<typeof apiKeyEntity.parse>;

/** Writes a new key; false when its public id is taken already (nothing written). */
export async function createApiKey(db: TDb, apiKey: TApiKeyRecord): Promise<boolean> {
  const put = new PutCommand({ TableName: db.tableName, Item: apiKeyEntity.toItem(apiKey), ConditionExpression: 'attribute_not_exists(pk)' });
  return (await conditionalWrite(db, put)).written;
}

/** Strongly consistent, so a key revoked a moment ago opens nothing. */
export async function getApiKey(db: TDb, keyId: string): Promise<TApiKeyRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: apiKeyEntity.key({ keyId }), ConsistentRead: true }));
  return apiKeyEntity.parseOptional(result.Item);
}

/** The owner's keys, newest first. */
export async function listApiKeysOfUser(db: TDb, userId: string): Promise<TApiKeyRecord[]> {
  const items = await queryAllItems(db, {
    IndexName: TABLE_KEYS.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.apiKeysOfUserPrefix },
    ScanIndexForward: false,
  });
  return items.map(apiKeyEntity.parse);
}

/** Deletes the key if `userId` owns it; false when there is no such key of theirs. */
export async function deleteApiKeyOfUser(db: TDb, keyId: string, userId: string): Promise<boolean> {
  const command = new DeleteCommand({
    TableName: db.tableName,
    Key: apiKeyEntity.key({ keyId }),
    ConditionExpression: 'userId = :userId',
    ExpressionAttributeValues: { ':userId': userId },
  });
  return (await conditionalWrite(db, command)).written;
}

/** Stamps the key's last use unless it was stamped after `staleBefore` (concurrent calls write once); a deleted key stays deleted. */
export async function touchApiKey(db: TDb, keyId: string, usedAt: string, staleBefore: string): Promise<void> {
  await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: apiKeyEntity.key({ keyId }),
      UpdateExpression: 'SET lastUsedAt = :usedAt',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR attribute_type(lastUsedAt, :nullType) OR lastUsedAt < :staleBefore)',
      ExpressionAttributeValues: { ':usedAt': usedAt, ':staleBefore': staleBefore, ':nullType': 'NULL' },
    }),
  );
}
