import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from './conditional-write';
import type { TDb } from './db';
import { emailLockEntity, userEntity } from './user-records';
import { deleteOperation, transactWrite, updateOperation } from './transaction';

/**
 * Closes an account at once, before the deletion worker removes the rest: the password hash goes and the
 * address's lock is released in one transaction, so nobody signs in to it again; the first close's time stays
 * (the request and the worker both close it, in either order). False when it is gone already.
 */
export async function markUserDeleted(db: TDb, input: { userId: string; email: string; now: string }): Promise<boolean> {
  const outcome = await transactWrite(db, [
    updateOperation(db, {
      Key: userEntity.key({ id: input.userId }),
      UpdateExpression: 'SET deletedAt = if_not_exists(deletedAt, :now), passwordHash = :none',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': input.now, ':none': null },
    }),
    deleteOperation(db, {
      Key: emailLockEntity.key({ email: input.email }),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
      ExpressionAttributeValues: { ':me': input.userId },
    }),
  ]);
  return outcome.written;
}

/** The first step of deleting an MLS configuration with its account: its stored credentials, before anything else goes. */
export async function wipeMlsCredentials(db: TDb, key: { pk: string; sk: string }): Promise<void> {
  await conditionalWrite(
    db,
    new UpdateCommand({
      TableName: db.tableName,
      Key: key,
      UpdateExpression: 'SET sealedPassword = :empty, sealedUserAgentPassword = :none',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':empty': '', ':none': null },
    }),
  );
}
