import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from '../../../functions/src/data/db';
import { findUserIdByEmail, setSubscriptionStatus } from '../../../functions/src/data/user-repository';
import { createAccount } from '../../../functions/src/services/auth/create-account';
import type { TDeps } from '../../../functions/src/services/deps';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoListings } from './seed-demo-listings';

const SEED_MARKER = { pk: 'SEED#demo', sk: 'SEED' };
/** Raise to re-run seeding steps added since (each step checks what already exists). */
const SEED_VERSION = 2;

async function seededVersion(db: TDb): Promise<number> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: SEED_MARKER }));
  return (result.Item?.version as number | undefined) ?? 0;
}

/**
 * Seeds the demo accounts and the demo catalogue once (a marker item records the version), through the
 * same services the API uses.
 * Returns whether anything was written.
 */
export async function seedDemoData(deps: TDeps): Promise<boolean> {
  const version = await seededVersion(deps.db);
  if (version >= SEED_VERSION) return false;
  const listingOwners: string[] = [];
  for (const { hasActiveSubscription, ...account } of DEMO_ACCOUNTS) {
    const existingId = await findUserIdByEmail(deps.db, account.email);
    const userId = existingId ?? (await createAccount(deps, account)).id;
    if (hasActiveSubscription) {
      await setSubscriptionStatus(deps.db, userId, 'active', deps.clock.now().toISOString());
      listingOwners.push(userId);
    }
  }
  if (version < 2) await seedDemoListings(deps, listingOwners);
  await deps.db.client.send(
    new PutCommand({ TableName: deps.db.tableName, Item: { ...SEED_MARKER, version: SEED_VERSION, seededAt: deps.clock.now().toISOString() } }),
  );
  return true;
}
