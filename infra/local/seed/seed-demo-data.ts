import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { LISTING_TIME_ZONE } from '@shared/constants/listing';
import { zonedDate } from '@shared/time/zoned-time';
import type { TDb } from '../../../functions/src/data/db';
import { findUserIdByEmail } from '../../../functions/src/data/user-repository';
import { systemActor } from '../../../functions/src/services/actor';
import { createAccount } from '../../../functions/src/services/auth/create-account';
import type { TDeps } from '../../../functions/src/services/deps';
import { backfillOpenHouseSnapshots } from './backfill-open-house-snapshots';
import { grantComplimentarySubscription } from '../../../functions/src/services/subscriptions/grant-complimentary-subscription';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoAnalytics } from './seed-demo-analytics';
import { seedDemoBrokerage } from './seed-demo-brokerage';
import { seedDemoEngagement } from './seed-demo-engagement';
import { buildMetroCatalogue } from './demo-metros';
import { repointDemoMlsConfiguration, seedDemoMlsConfiguration } from './seed-demo-mls';
import { seedDemoAdmin } from './seed-demo-admin';
import { seedDemoMetros } from './seed-demo-metros';
import { seedDemoSavedSearch } from './seed-demo-saved-search';
import { refreshDemoOpenHouses, seedDemoListings } from './seed-demo-listings';

const SEED_MARKER = { pk: 'SEED#demo', sk: 'SEED' };
/** Raise to re-run seeding steps added since (each step checks what already exists). */
const SEED_VERSION = 8;

type TSeedMarker = {
  version: number;
  propertyIds: string[];
  /** The listings beyond Austin (seed version 7), in their catalogue's order. */
  metroPropertyIds?: string[];
  openHousesFor?: string;
  hasMlsConfiguration?: boolean;
  mlsConfigurationId?: string | null;
};

async function readMarker(db: TDb): Promise<TSeedMarker> {
  const result = await db.client.send(new GetCommand({ TableName: db.tableName, Key: SEED_MARKER }));
  return {
    version: Number(result.Item?.version ?? 0),
    propertyIds: (result.Item?.propertyIds as string[] | undefined) ?? [],
    metroPropertyIds: (result.Item?.metroPropertyIds as string[] | undefined) ?? [],
    openHousesFor: result.Item?.openHousesFor as string | undefined,
    hasMlsConfiguration: result.Item?.hasMlsConfiguration === true,
    mlsConfigurationId: result.Item?.mlsConfigurationId as string | null | undefined,
  };
}

async function writeMarker(deps: TDeps, marker: TSeedMarker): Promise<void> {
  await deps.db.client.send(new PutCommand({ TableName: deps.db.tableName, Item: { ...SEED_MARKER, ...marker, seededAt: deps.clock.now().toISOString() } }));
}

/**
 * Seeds the demo accounts and the demo catalogue once (a marker item records the version), through the
 * same services the API uses; on a later day, tops the demo open houses up so the map stays populated.
 * Returns whether anything was written.
 */
export async function seedDemoData(deps: TDeps, options: { localMlsServiceRoot?: string | null } = {}): Promise<boolean> {
  const seeded = await seedDemoCatalogue(deps);
  const hasNewAdmin = await seedDemoAdmin(deps);
  return (await seedDemoMls(deps, options.localMlsServiceRoot ?? null)) || seeded || hasNewAdmin;
}

/**
 * When the local MLS runs: once, the demo agent's configuration for it (recorded, so a deleted one stays
 * deleted); at every later start, that configuration re-pointed at the local MLS's port of this start.
 */
export async function seedDemoMls(deps: TDeps, localMlsServiceRoot: string | null): Promise<boolean> {
  if (!localMlsServiceRoot) return false;
  const marker = await readMarker(deps.db);
  const agent = DEMO_ACCOUNTS.find((account) => account.role === 'AGENT')!;
  const agentId = await findUserIdByEmail(deps.db, agent.email);
  if (!agentId) return false;
  const localMlsUrl = new URL(localMlsServiceRoot).origin;
  if (marker.hasMlsConfiguration) {
    // null: the person deleted it; undefined: seeded before its id was recorded.
    if (marker.mlsConfigurationId === null) return false;
    const { configurationId, moved } = await repointDemoMlsConfiguration(deps, { agentId, configurationId: marker.mlsConfigurationId ?? null, localMlsUrl });
    if (configurationId !== marker.mlsConfigurationId) await writeMarker(deps, { ...marker, mlsConfigurationId: configurationId });
    return moved;
  }
  const configurationId = await seedDemoMlsConfiguration(deps, { agentId, localMlsUrl });
  await writeMarker(deps, { ...marker, hasMlsConfiguration: true, mlsConfigurationId: configurationId });
  return configurationId !== null;
}

async function seedDemoCatalogue(deps: TDeps): Promise<boolean> {
  const marker = await readMarker(deps.db);
  const today = zonedDate(deps.clock.now(), LISTING_TIME_ZONE);
  if (marker.version >= SEED_VERSION) {
    if (marker.openHousesFor === today) return false;
    const added =
      (await refreshDemoOpenHouses(deps, marker.propertyIds)) + (await refreshDemoOpenHouses(deps, marker.metroPropertyIds ?? [], buildMetroCatalogue()));
    await writeMarker(deps, { ...marker, openHousesFor: today });
    return added > 0;
  }
  const listingOwners: string[] = [];
  const accountIds: Record<string, string> = {};
  for (const { hasActiveSubscription, ...account } of DEMO_ACCOUNTS) {
    const existingId = await findUserIdByEmail(deps.db, account.email);
    const userId = existingId ?? (await createAccount(deps, { ...account, isEmailVerified: true })).id;
    accountIds[account.email] = userId;
    if (hasActiveSubscription) {
      if (marker.version < 5) await grantComplimentarySubscription(deps, systemActor('demo-seed'), userId);
      listingOwners.push(userId);
    }
  }
  const propertyIds = marker.version < 2 ? await seedDemoListings(deps, listingOwners) : marker.propertyIds;
  if (marker.version < 3) await seedDemoEngagement(deps, { accountIds, propertyIds });
  if (marker.version < 4) await seedDemoBrokerage(deps, accountIds);
  if (marker.version < 5) await backfillOpenHouseSnapshots(deps.db);
  if (marker.version < 6) await seedDemoAnalytics(deps, { agentId: accountIds['agent@demo.openhouse.market']!, propertyIds });
  const metroPropertyIds = marker.version < 7 ? await seedDemoMetros(deps) : marker.metroPropertyIds;
  if (marker.version < 8) await seedDemoSavedSearch(deps, accountIds['buyer@demo.openhouse.market']);
  await writeMarker(deps, { ...marker, version: SEED_VERSION, propertyIds, metroPropertyIds, openHousesFor: today });
  return true;
}
