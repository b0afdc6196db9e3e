import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { findUserIdByEmail, setUserAdmin } from '../functions/src/data/user-repository';
import { LOCAL_TABLE_NAME } from '../infra/local/local-config';
import { localPortsFromEnvironment } from '../infra/local/ports';

/**
 * `npm run admin:grant -- someone@example.com [--revoke]`: makes an existing account an operator of the marketplace
 * (the MLS registry, members' review requests), or no longer one. There is no screen or route for this on purpose:
 * who can write the table decides. Locally it writes the running `npm start`'s DynamoDB Local (DYNAMODB_PORT or
 * PORT+100); in the cloud set TABLE_NAME and the usual AWS credentials and region.
 */
async function main() {
  const args = process.argv.slice(2);
  const email = args
    .find((arg) => !arg.startsWith('--'))
    ?.trim()
    .toLowerCase();
  if (!email) throw new Error('Usage: npm run admin:grant -- <e-mail of an existing account> [--revoke]');
  const isCloud = Boolean(process.env.TABLE_NAME);
  const endpoint = isCloud ? undefined : `http://127.0.0.1:${localPortsFromEnvironment(process.env).servicePorts.dynamodb}`;
  const client = new DynamoDBClient(isCloud ? {} : { endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const db = { client: DynamoDBDocumentClient.from(client), tableName: process.env.TABLE_NAME ?? LOCAL_TABLE_NAME };
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new Error(`No account uses ${email}${endpoint ? ` in the table at ${endpoint} (is npm start running?)` : ''}.`);
  const isAdmin = !args.includes('--revoke');
  await setUserAdmin(db, userId, isAdmin, new Date().toISOString());
  console.log(isAdmin ? `${email} is an administrator now (sign in again to see the Admin screen).` : `${email} is no longer an administrator.`);
  client.destroy();
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
