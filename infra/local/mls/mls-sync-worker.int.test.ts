import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { TMlsProvider } from '@shared/constants/mls';
import { mlsClientFactory } from '../../../functions/src/adapters/mls/mls-client-factory';
import type { TDb } from '../../../functions/src/data/db';
import { getMlsConfiguration } from '../../../functions/src/data/mls-configuration-repository';
import { listMlsMappings } from '../../../functions/src/data/mls-mapping-repository';
import type { TMlsConfigurationRecord, TMlsSyncLogRecord } from '../../../functions/src/data/mls-records';
import { getMlsSyncLog, syncLogRefOf } from '../../../functions/src/data/mls-sync-log-repository';
import { runMessageOf } from '../../../functions/src/services/mls/sync/mls-sync-message';
import { listOpenHousesOfProperty } from '../../../functions/src/data/open-house-repository';
import { getProperty } from '../../../functions/src/data/property-repository';
import * as keys from '../../../functions/src/data/keys';
import { systemActor } from '../../../functions/src/services/actor';
import { mlsOpenHouseId } from '../../../functions/src/services/mls/sync/mls-open-houses';
import { openHouseSeedOf } from '../../../functions/src/data/mls-attribution';
import type { TMlsSyncDeps } from '../../../functions/src/services/mls/sync/mls-sync-deps';
import { handleMlsSyncMessage } from '../../../functions/src/services/mls/sync/run-mls-sync';
import { beginMlsSyncRun } from '../../../functions/src/services/mls/sync/start-mls-sync';
import { createTestDeps } from '../../../functions/test/test-deps';
import { seededRandom } from '../seeded-random';
import { putLocalMlsConfiguration } from './local-mls-configuration';
import { LOCAL_MLS_OFFICE } from './local-mls-members';
import { memberRoleOf } from '../../../functions/src/services/mls/ownership/mls-membership';
import { startLocalMlsServers, type TLocalMlsServers } from './start-local-mls-servers';

const LISTINGS = 150;
const WRITES = new Set(['PutCommand', 'UpdateCommand', 'DeleteCommand', 'TransactWriteCommand', 'BatchWriteCommand']);
const SYSTEM = systemActor('mls-sync-test');

type TWriteInput = { TransactItems?: unknown[]; RequestItems?: Record<string, unknown[]> };

/** Items a write command writes: one, or as many as a transaction or batch holds. */
const itemsWritten = (input: TWriteInput = {}) =>
  Math.max(1, input.TransactItems?.length ?? Object.values(input.RequestItems ?? {}).reduce((sum, requests) => sum + requests.length, 0));

/**
 * The table, except that about `rate` of written items fail at random (as throttling or a network error
 * would) before reaching it; a transaction or batch fails when any of its items does.
 */
function flakyDb(db: TDb, rate: number, seed: number): TDb & { failures: () => number } {
  const random = seededRandom(seed);
  let failures = 0;
  const client = {
    send: (command: { constructor: { name: string }; input?: TWriteInput }) => {
      if (WRITES.has(command.constructor.name) && Array.from({ length: itemsWritten(command.input) }, () => random.chance(rate)).some(Boolean)) {
        failures++;
        return Promise.reject(Object.assign(new Error('Injected write failure'), { name: 'InternalServerError' }));
      }
      return db.client.send(command as never);
    },
  } as unknown as DynamoDBDocumentClient;
  return { tableName: db.tableName, client, failures: () => failures };
}

let servers: TLocalMlsServers;
let dataDir: string;
const { deps } = createTestDeps(new Date());
const reliable = { ...deps, clock: { now: () => new Date() } };

beforeAll(async () => {
  Object.assign(process.env, inject('handlerEnv'));
  dataDir = mkdtempSync(join(tmpdir(), 'mls-worker-'));
  servers = await startLocalMlsServers({ resoPort: 0, retsPort: 0, originatingSystemName: 'mls-sync-worker test MLS', dataDir, listingCount: LISTINGS });
});
afterAll(async () => {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const newConfiguration = (provider: TMlsProvider) =>
  putLocalMlsConfiguration(reliable.db, servers, provider, {
    id: `cfg${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    userId: `agent${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    userAgent: 'MlsWorkerTest/1.0',
    // A broker's configuration: their office's listings (a sixth of the feed) are theirs, the rest not.
    agentMlsId: null,
    officeMlsId: LOCAL_MLS_OFFICE.mlsId,
  });

/** The feed's listings that are the configuration's member's, as the MLS has them now. */
const ownKeysOf = (config: TMlsConfigurationRecord) =>
  new Set([...servers.reso.listings()].filter((raw) => memberRoleOf(config, { raw }) !== null).map((record) => String(record.ListingKey)));
const only = (keys: Iterable<string>, own: Set<string>) => [...keys].filter((key) => own.has(key));

/**
 * Delivers the run's message twice at once over a table failing 10% of written items, then redelivers every
 * delivery that failed (as SQS does after the visibility timeout) until none does.
 */
async function syncWithDuplicatesAndFailures(config: TMlsConfigurationRecord, syncType: 'full' | 'incremental', seed: number): Promise<TMlsSyncLogRecord> {
  const latest = (await getMlsConfiguration(reliable.db, config.userId, config.id))!;
  const log = (await beginMlsSyncRun(reliable, latest, syncType))!;
  const message = runMessageOf(log);
  const db = flakyDb(reliable.db, 0.1, seed);
  const workerDeps: TMlsSyncDeps = { db, clock: reliable.clock, mlsClients: mlsClientFactory({ requestsPerSecond: 1000 }), photos: null, fetchMedia: fetch };
  let deliveries = ['first', 'duplicate'];
  for (let round = 0; deliveries.length > 0; round++) {
    if (round > 40) throw new Error('deliveries kept failing');
    const results = await Promise.allSettled(deliveries.map((id) => handleMlsSyncMessage(workerDeps, SYSTEM, message, { id: `${id}-${round}` })));
    deliveries = deliveries.filter((_, index) => results[index]!.status === 'rejected');
  }
  expect(db.failures()).toBeGreaterThan(0);
  return (await getMlsSyncLog(reliable.db, syncLogRefOf(log)))!;
}

async function agentPropertyIds(userId: string): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await reliable.db.client.send(
      new QueryCommand({
        TableName: reliable.db.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.agentPartition(userId), ':prefix': keys.propertyPrefix },
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => String(item.id)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

/** One listing per synced mapping, none twice, none missing, and the log counting exactly that. */
async function expectExactMirror(config: TMlsConfigurationRecord, log: TMlsSyncLogRecord, listingCount: number) {
  const mappings = await listMlsMappings(reliable.db, config.id);
  const inFeed = mappings.filter((mapping) => mapping.inFeed);
  expect(inFeed).toHaveLength(listingCount);
  const synced = inFeed.filter((mapping) => mapping.syncStatus === 'synced');
  expect(synced.length + inFeed.filter((mapping) => mapping.syncStatus === 'error').length).toBe(listingCount);
  const properties = await agentPropertyIds(config.userId);
  expect(new Set(properties).size).toBe(properties.length);
  expect(new Set(properties)).toEqual(
    new Set(mappings.flatMap((mapping) => (mapping.propertyId && mapping.syncStatus === 'synced' ? [mapping.propertyId] : []))),
  );
  const changed = (kind: 'created' | 'updated') =>
    mappings.filter((mapping) => mapping.changedByLogId === log.id && mapping.changeKind === kind && mapping.syncStatus === 'synced').length;
  expect(log).toMatchObject({ status: 'completed', propertiesCreated: changed('created') });
  return { mappings, synced };
}

/** Every synced listing lists exactly its MLS listing's upcoming open houses (cancelled ones are none), each stored as an open house of ours. */
async function expectOpenHousesMirrored(config: TMlsConfigurationRecord) {
  const feed = new Map([...servers.reso.listings()].map((record) => [String(record.ListingKey), record]));
  const now = new Date().toISOString();
  // Listings deleted from the feed stay ours until a full sync notices; they are not compared here.
  const mappings = (await listMlsMappings(reliable.db, config.id)).filter((mapping) => feed.has(mapping.mlsListingId) && mapping.syncStatus === 'synced');
  let withOpenHouses = 0;
  for (const mapping of mappings) {
    const openHouses = feed.get(mapping.mlsListingId)!.OpenHouse as {
      OpenHouseKey: string;
      OpenHouseStartTime: string;
      OpenHouseEndTime: string;
      OpenHouseStatus?: string;
    }[];
    const property = await getProperty(reliable.db, mapping.propertyId!);
    const upcoming = openHouses
      .filter((openHouse) => openHouse.OpenHouseEndTime > now && openHouse.OpenHouseStatus !== 'Cancelled')
      .map((openHouse) =>
        mlsOpenHouseId(openHouseSeedOf(property!.mls!), mapping.mlsListingId, { key: openHouse.OpenHouseKey, startsAt: openHouse.OpenHouseStartTime }),
      );
    expect(new Set(property!.upcomingOpenHouses.map((ref) => ref.id))).toEqual(new Set(upcoming));
    const stored = (await listOpenHousesOfProperty(reliable.db, mapping.propertyId!))
      .filter((openHouse) => openHouse.endsAt > now)
      .map((openHouse) => openHouse.id);
    expect(new Set(stored)).toEqual(new Set(upcoming));
    if (upcoming.length > 0) withOpenHouses++;
  }
  expect(withOpenHouses).toBeGreaterThan(0);
}

describe('the mls-sync worker: every message delivered twice, 10% of written items failing', () => {
  it('a full RESO sync mirrors the feed exactly: no duplicate listings, none lost, counts right', async () => {
    const config = await newConfiguration('Other');
    const log = await syncWithDuplicatesAndFailures(config, 'full', 1);
    const own = ownKeysOf(config).size;
    expect(own).toBeGreaterThan(10);
    const { synced } = await expectExactMirror(config, log, own);
    expect(log).toMatchObject({
      propertiesProcessed: LISTINGS,
      propertiesCreated: synced.length,
      propertiesUpdated: 0,
      propertiesNotYours: LISTINGS - own,
      propertiesRefused: own - synced.length,
      propertiesErrors: 0,
      total: LISTINGS,
    });
    const property = await getProperty(reliable.db, synced[0]!.propertyId!);
    expect(property?.mls).toMatchObject({ mlsName: 'Austin Local MLS', synced: true, listingKey: synced[0]!.mlsListingId });
    await expectOpenHousesMirrored(config);

    // Market activity, then an incremental sync: exactly the touched listings change, the overlap re-reads change nothing.
    const activity = servers.reso.activity();
    const ownNow = ownKeysOf(config);
    const touched = new Set(
      only(
        [...activity.priceChanged, ...activity.statusChanged, ...activity.openHousesChanged, ...activity.added].filter(
          (key) => !activity.deleted.includes(key),
        ),
        ownNow,
      ),
    );
    const incremental = await syncWithDuplicatesAndFailures(config, 'incremental', 2);
    const after = await listMlsMappings(reliable.db, config.id);
    const changedNow = after.filter((mapping) => mapping.changedByLogId === incremental.id).map((mapping) => mapping.mlsListingId);
    expect(new Set(changedNow)).toEqual(touched);
    const kinds = after.filter((mapping) => mapping.changedByLogId === incremental.id && mapping.syncStatus === 'synced');
    expect(incremental.propertiesCreated + incremental.propertiesUpdated).toBe(kinds.length);
    expect(incremental.propertiesCreated).toBe(kinds.filter((mapping) => mapping.changeKind === 'created').length);
    await expectOpenHousesMirrored(config);

    // A full sync finds the deleted listings gone: off the market, mappings out of the feed.
    const full = await syncWithDuplicatesAndFailures(config, 'full', 3);
    expect(full.status).toBe('completed');
    const reconciled = await listMlsMappings(reliable.db, config.id);
    const gone = reconciled.filter((mapping) => !mapping.inFeed).map((mapping) => mapping.mlsListingId);
    const ownBefore = new Set((await listMlsMappings(reliable.db, config.id)).map((mapping) => mapping.mlsListingId));
    expect(new Set(gone)).toEqual(new Set(only(activity.deleted, ownBefore)));
    for (const mapping of reconciled.filter((m) => !m.inFeed && m.propertyId && m.syncStatus === 'synced')) {
      expect((await getProperty(reliable.db, mapping.propertyId!))?.status).toBe('draft');
    }
    await expectExactMirror(config, full, ownKeysOf(config).size);
  }, 300_000);

  it('a RETS 1.7.2 sync of the same homes through the same worker: no duplicates, none lost', async () => {
    const config = await newConfiguration('RETS Standard');
    const log = await syncWithDuplicatesAndFailures(config, 'full', 4);
    const feed = [...servers.reso.listings()].length;
    const own = ownKeysOf(config).size;
    const { synced } = await expectExactMirror(config, log, own);
    expect(log).toMatchObject({
      propertiesProcessed: feed,
      propertiesCreated: synced.length,
      propertiesNotYours: feed - own,
      propertiesRefused: own - synced.length,
      propertiesErrors: 0,
    });
  }, 300_000);
});
