import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from '../src/data/keys';
import { findUserIdByEmail } from '../src/data/user-repository';
import { systemActor } from '../src/services/actor';
import type { TPlanKey } from '@shared/constants/plans';
import { grantComplimentarySubscription } from '../src/services/subscriptions/grant-complimentary-subscription';
import { createTestDeps, sharedTestDb } from './test-deps';
import { createApiClient, uniqueEmail } from './http-client';

export const TEST_PASSWORD = 'correct-horse-battery';

/**
 * Signs a fresh browser up as a buyer, an agent or a broker (a broker owns a brokerage name of their own unless told).
 * The address is then confirmed, written in the table as a followed link would (tests about confirmation pass
 * `{ confirmed: false }` and follow the mailed link: functions/test/email-confirmation.ts).
 */
export async function signUpAs(role: 'BUYER' | 'AGENT' | 'BROKER', overrides: Record<string, unknown> = {}, options: { confirmed?: boolean } = {}) {
  const client = createApiClient();
  const email = uniqueEmail(role.toLowerCase());
  const response =
    role === 'BUYER'
      ? await client.post('/api/auth/signup/buyer', { name: 'Test Buyer', email, password: TEST_PASSWORD, consents: { terms: true }, ...overrides })
      : await client.post('/api/auth/signup/pro', {
          role,
          displayName: `Test ${role}`,
          email,
          password: TEST_PASSWORD,
          brokerageName: role === 'BROKER' ? `Test Realty ${email}` : 'Test Realty',
          consents: { terms: true },
          ...overrides,
        });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  if (options.confirmed !== false) await markEmailConfirmed(email);
  return { client, email };
}

/** Test set-up: the account's address counts as confirmed, as if its link had been followed. */
export async function markEmailConfirmed(email: string): Promise<void> {
  const db = sharedTestDb();
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new Error(`no account for ${email}`);
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET emailVerifiedAt = :now',
      ExpressionAttributeValues: { ':now': new Date().toISOString() },
    }),
  );
}

/** An agent whose subscription is active (a complimentary one, written in the table), before any session lookup. */
export async function signUpActiveAgent(role: 'AGENT' | 'BROKER' = 'AGENT', overrides: Record<string, unknown> = {}, options: { confirmed?: boolean } = {}) {
  const account = await signUpAs(role, overrides, options);
  const { deps } = createTestDeps();
  const userId = await findUserIdByEmail(deps.db, account.email);
  if (!userId) throw new Error('agent not found after sign-up');
  await grantComplimentarySubscription(deps, systemActor('test-setup'), userId);
  return { ...account, userId };
}

/** Test set-up: the account is paid up on `plan` (billed nowhere), its trial over. */
export async function putOnPlan(userId: string, plan: TPlanKey): Promise<void> {
  await grantComplimentarySubscription(createTestDeps().deps, systemActor('test-setup'), userId, plan);
}

export const userIdOf = async (email: string) => (await findUserIdByEmail(sharedTestDb(), email)) ?? '';
