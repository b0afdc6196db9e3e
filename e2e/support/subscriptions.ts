import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { findUserIdByEmail, setSubscriptionStatus } from '../../functions/src/data/user-repository';
import { LOCAL_TABLE_NAME } from '../../infra/local/local-config';

/**
 * Gives a freshly signed-up professional an active subscription, written to the table as the payments
 * webhook will write it (there is no payment screen to click through yet).
 */
export async function activateSubscription(email: string): Promise<void> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('e2eDynamoDbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  const db = { client, tableName: LOCAL_TABLE_NAME };
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new Error(`no account for ${email}`);
  await setSubscriptionStatus(db, userId, 'active', new Date().toISOString());
  client.destroy();
}
