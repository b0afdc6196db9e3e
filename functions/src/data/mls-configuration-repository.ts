import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchDeleteItems } from './batch-items';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { mlsConfigurationEntity, type TMlsConfigurationRecord } from './mls-records';
import { queryAllItems } from './query-pages';
import * as keys from './keys';
import { updateExpression } from './update-expression';

export async function putMlsConfiguration(db: TDb, config: TMlsConfigurationRecord): Promise<void> {
  await conditionalWrite(
    db,
    new PutCommand({ TableName: db.tableName, Item: mlsConfigurationEntity.toItem(config), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** Only its owner's partition is read: another user's id finds nothing. */
export async function getMlsConfiguration(db: TDb, userId: string, configId: string): Promise<TMlsConfigurationRecord | null> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.mlsConfiguration(userId, configId), ConsistentRead: true }));
  return mlsConfigurationEntity.parseOptional(result.Item);
}

export async function listMlsConfigurations(db: TDb, userId: string): Promise<TMlsConfigurationRecord[]> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.mlsConfigurationPrefix },
    }),
  );
  return (result.Items ?? []).map(mlsConfigurationEntity.parse);
}

/** Sets the switches the screen toggles and the RETS overrides (an override map is replaced whole); null when the configuration is gone. */
export async function updateMlsConfigurationSettings(
  db: TDb,
  config: TMlsConfigurationRecord,
  changes: Partial<
    Pick<
      TMlsConfigurationRecord,
      | 'isActive'
      | 'autoSync'
      | 'syncFrequency'
      | 'agentMlsId'
      | 'officeMlsId'
      | 'username'
      | 'sealedPassword'
      | 'sealedUserAgentPassword'
      | 'resource'
      | 'className'
      | 'fieldOverrides'
    >
  >,
  now: string,
): Promise<TMlsConfigurationRecord | null> {
  const outcome = await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.mlsConfiguration(config.userId, config.id),
      ...updateExpression({ ...changes, updatedAt: now }),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_NEW',
    }),
  );
  return outcome.written ? mlsConfigurationEntity.parse(outcome.attributes!) : null;
}

/**
 * Deletes the configuration with its logs and mappings; answers the listings its mappings point to (they
 * stay with the agent). Only keys and listing ids are read: a mapping's raw MLS record is not needed to delete it.
 */
export async function deleteMlsConfigurationWithHistory(db: TDb, config: TMlsConfigurationRecord): Promise<string[]> {
  const history = await queryAllItems(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.mlsConfigPartition(config.id) },
    ProjectionExpression: 'pk, sk, propertyId',
  });
  await batchDeleteItems(db, [keys.mlsConfiguration(config.userId, config.id), ...history.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }))]);
  return history.flatMap((item) => (String(item.sk).startsWith(keys.mlsMappingPrefix) && typeof item.propertyId === 'string' ? [item.propertyId] : []));
}
