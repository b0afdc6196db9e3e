import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TRole } from '@shared/constants/roles';
import { isConditionFailure, type TDb } from './db';
import { ENTITY, keys } from './table';

export type TWaitlistRecord = { id: string; email: string; role: TRole; createdAt: string };

/** Adds the e-mail once; a repeat leaves the first entry as it was. Returns whether it was new. */
export async function joinWaitlist(db: TDb, entry: TWaitlistRecord): Promise<boolean> {
  try {
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...keys.waitlist(entry.email), entity: ENTITY.waitlist, ...entry },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
