import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { NOTIFICATION_PREFS_DEFAULTS, ZNotificationPrefsSchema, type TNotificationPrefs } from '@shared/schemas/notification.schema';
import type { TDb } from './db';
import { defineEntity } from './entity';
import * as ENTITY from './entity-names';
import * as keys from './keys';

/** USER#id / NOTIFPREFS: how a person wants to be told (per channel, quiet hours, their zone). */
export const notificationPrefsEntity = defineEntity({
  name: ENTITY.notificationPrefs,
  schema: ZNotificationPrefsSchema,
  key: (owner: { userId: string }) => keys.notificationPrefs(owner.userId),
});

/** A person's notification preferences, or the defaults until they save some. */
export async function getNotificationPrefs(db: TDb, userId: string): Promise<TNotificationPrefs> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.notificationPrefs(userId) }));
  return notificationPrefsEntity.parseOptional(result.Item) ?? NOTIFICATION_PREFS_DEFAULTS;
}

export async function putNotificationPrefs(db: TDb, userId: string, prefs: TNotificationPrefs): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: notificationPrefsEntity.toItem({ ...prefs, userId }) }));
}
