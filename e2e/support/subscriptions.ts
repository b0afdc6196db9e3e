import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { findUserIdByEmail } from '../../functions/src/data/user-repository';
import { systemActor } from '../../functions/src/services/actor';
import { grantComplimentarySubscription } from '../../functions/src/services/subscriptions/grant-complimentary-subscription';
import { LOCAL_TABLE_NAME } from '../../infra/local/local-config';

/**
 * Gives a freshly signed-up professional an active (complimentary) subscription, written to the table: a
 * shortcut for journeys about something else (e2e/subscriptions.e2e.test.ts pays through the real screens).
 */
export async function activateSubscription(email: string): Promise<void> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('e2eDynamoDbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  const db = { client, tableName: LOCAL_TABLE_NAME };
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new Error(`no account for ${email}`);
  await grantComplimentarySubscription({ db, clock: { now: () => new Date() } }, systemActor('test-setup'), userId);
  client.destroy();
}
