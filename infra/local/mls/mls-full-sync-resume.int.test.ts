import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { mlsClientFactory } from '../../../functions/src/adapters/mls/mls-client-factory';
import type { TDb } from '../../../functions/src/data/db';
import { getMlsConfiguration } from '../../../functions/src/data/mls-configuration-repository';
import { listMlsMappings } from '../../../functions/src/data/mls-mapping-repository';
import type { TMlsConfigurationRecord } from '../../../functions/src/data/mls-records';
import { getMlsSyncLog, syncLogRefOf } from '../../../functions/src/data/mls-sync-log-repository';
import { runMessageOf } from '../../../functions/src/services/mls/sync/mls-sync-message';
import { getProperty } from '../../../functions/src/data/property-repository';
import { systemActor } from '../../../functions/src/services/actor';
import type { TDeps } from '../../../functions/src/services/deps';
import { MLS_OFF_MARKET_STATUS } from '../../../functions/src/services/mls/mapping/map-mls-listing';
import type { TMlsSyncDeps } from '../../../functions/src/services/mls/sync/mls-sync-deps';
import { handleMlsSyncMessage } from '../../../functions/src/services/mls/sync/run-mls-sync';
import { beginMlsSyncRun, MLS_OVERLAP_MS, MLS_SYNC_LEASE_MS } from '../../../functions/src/services/mls/sync/start-mls-sync';
import { createTestDeps } from '../../../functions/test/test-deps';
import { putLocalMlsConfiguration } from './local-mls-configuration';
import { memberRoleOf } from '../../../functions/src/services/mls/ownership/mls-membership';
import { startLocalMlsServers, type TLocalMlsServers } from './start-local-mls-servers';

const LISTINGS = 120;
/** The server's largest page: the worker asks for more, so a sync takes several pages. */
const PAGE = 40;
const SYSTEM = systemActor('mls-resume-test');

let servers: TLocalMlsServers;
let dataDir: string;
const { deps } = createTestDeps(new Date());
const reliable: TDeps = { ...deps, clock: { now: () => new Date() } };

beforeAll(async () => {
  Object.assign(process.env, inject('handlerEnv'));
  dataDir = mkdtempSync(join(tmpdir(), 'mls-resume-'));
  servers = await startLocalMlsServers({
    resoPort: 0,
    retsPort: 0,
    originatingSystemName: 'mls-full-sync-resume test MLS',
    dataDir,
    listingCount: LISTINGS,
    resoPaging: { maxPageSize: PAGE },
  });
});
afterAll(async () => {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const isPageCommit = (command: { input?: { TransactItems?: { Update?: { UpdateExpression?: string } }[] } }) =>
  command.input?.TransactItems?.some((item) => item.Update?.UpdateExpression?.includes('highWaterMark')) ?? false;

/** The table as a worker sees it until it is stopped (a Lambda timeout) after `pages` committed pages: nothing after that reaches the table. */
function dyingAfterPages(db: TDb, pages: number): TDb {
  let committed = 0;
  const client = {
    send: async (command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
      if (committed >= pages) throw Object.assign(new Error('The worker was stopped'), { name: 'TimeoutError' });
      const result = await db.client.send(command as never);
      if (isPageCommit(command as never)) committed++;
      return result;
    },
  } as unknown as DynamoDBDocumentClient;
  return { tableName: db.tableName, client };
}

const workerDeps = (db: TDb, clock: TDeps['clock'], fetchFn: typeof fetch = fetch): TMlsSyncDeps => ({
  db,
  clock,
  mlsClients: mlsClientFactory({ requestsPerSecond: 1000, fetch: fetchFn }),
  photos: null,
  fetchMedia: fetch,
});

/**
 * A fetch to the local MLS that refuses the `failing`th Property page as the server does when busy, with a Retry-After
 * longer than a sync waits. It answers that request itself: the server's `failNext` refuses whichever request comes
 * next, which under load could be another one the sync made meanwhile.
 */
function failingAtPropertyPage(failing: number): typeof fetch {
  let propertyPages = 0;
  return (input, init) => {
    if (String(input).includes('/Property') && ++propertyPages === failing) {
      const body = JSON.stringify({ error: { code: 'Unavailable', message: 'The server is busy; retry later' } });
      return Promise.resolve(new Response(body, { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '600' } }));
    }
    return fetch(input, init);
  };
}

const newConfiguration = () =>
  putLocalMlsConfiguration(reliable.db, servers, 'Other', {
    id: `cfg${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    userId: `agent${Date.now().toString(36)}`,
    userAgent: 'MlsResumeTest/1.0',
  });

async function startRun(config: TMlsConfigurationRecord, syncType: 'full' | 'incremental') {
  const latest = (await getMlsConfiguration(reliable.db, config.userId, config.id))!;
  const log = (await beginMlsSyncRun(reliable, latest, syncType))!;
  return { ref: syncLogRefOf(log), message: runMessageOf(log) };
}

async function fullSync(config: TMlsConfigurationRecord) {
  const { ref, message } = await startRun(config, 'full');
  await handleMlsSyncMessage(workerDeps(reliable.db, reliable.clock), SYSTEM, message, { id: 'only' });
  return (await getMlsSyncLog(reliable.db, ref))!;
}

describe('a full sync resumed by another delivery', () => {
  it('still takes the listings that left the feed off the market, and only those', async () => {
    const config = await newConfiguration();
    expect(await fullSync(config)).toMatchObject({ status: 'completed', propertiesProcessed: LISTINGS });
    const before = (await listMlsMappings(reliable.db, config.id)).filter((mapping) => mapping.syncStatus === 'synced');
    const statusBefore = new Map(
      await Promise.all(before.map(async (mapping) => [mapping.mlsListingId, (await getProperty(reliable.db, mapping.propertyId!))!.status] as const)),
    );

    const deleted = servers.reso.store.change((state) => {
      const index = state.listings.findIndex((listing) => statusBefore.has(String(listing.ListingKey)));
      return String(state.listings.splice(index, 1)[0]!.ListingKey);
    });

    const { ref, message } = await startRun(config, 'full');
    await expect(handleMlsSyncMessage(workerDeps(dyingAfterPages(reliable.db, 1), reliable.clock), SYSTEM, message, { id: 'first' })).rejects.toThrow();
    const interrupted = (await getMlsSyncLog(reliable.db, ref))!;
    expect(interrupted).toMatchObject({ status: 'in_progress', propertiesProcessed: PAGE });
    expect(interrupted.cursor).not.toBeNull();

    // SQS delivers the message again once the first delivery's claim has run out.
    const later = { now: () => new Date(Date.now() + MLS_SYNC_LEASE_MS + 60_000) };
    await handleMlsSyncMessage(workerDeps(reliable.db, later), SYSTEM, message, { id: 'second' });
    const log = (await getMlsSyncLog(reliable.db, ref))!;
    expect(log).toMatchObject({ status: 'completed', propertiesProcessed: LISTINGS - 1 });

    const after = await listMlsMappings(reliable.db, config.id);
    expect(after.filter((mapping) => !mapping.inFeed).map((mapping) => mapping.mlsListingId)).toEqual([deleted]);
    for (const mapping of after.filter((each) => each.syncStatus === 'synced')) {
      const status = (await getProperty(reliable.db, mapping.propertyId!))!.status;
      expect([mapping.mlsListingId, status]).toEqual([
        mapping.mlsListingId,
        mapping.mlsListingId === deleted ? MLS_OFF_MARKET_STATUS : statusBefore.get(mapping.mlsListingId),
      ]);
    }
  }, 120_000);
});

describe('a sync the MLS fails part way through', () => {
  it('ends failed with the server’s words, and the next sync reads on from the last committed high-water mark', async () => {
    const config = await newConfiguration();
    const feed = [...servers.reso.listings()].map((raw) => ({
      key: String(raw.ListingKey),
      modifiedAt: String(raw.ModificationTimestamp),
      isOwn: memberRoleOf(config, { raw }) !== null,
    }));
    const firstPages = feed.toSorted((a, b) => a.modifiedAt.localeCompare(b.modifiedAt) || a.key.localeCompare(b.key)).slice(0, 2 * PAGE);
    const { ref, message } = await startRun(config, 'full');
    await handleMlsSyncMessage(workerDeps(reliable.db, reliable.clock, failingAtPropertyPage(3)), SYSTEM, message, { id: 'only' });
    const failed = (await getMlsSyncLog(reliable.db, ref))!;
    expect(failed).toMatchObject({ status: 'failed', propertiesProcessed: 2 * PAGE });
    // The server's words once (not "The MLS server: The MLS server …"), apart from the record-level details.
    expect(failed.failureReason).toBe(
      'The MLS server asked to wait 600 s (503), longer than this sync waits. The next sync resumes from the last listing saved.',
    );
    expect(failed.errorDetails).toEqual([]);
    const committed = await listMlsMappings(reliable.db, config.id);
    expect(committed.map((mapping) => mapping.mlsListingId).sort()).toEqual(
      firstPages
        .filter((listing) => listing.isOwn)
        .map((listing) => listing.key)
        .sort(),
    );
    const mark = firstPages.at(-1)!.modifiedAt;
    expect((await getMlsConfiguration(reliable.db, config.userId, config.id))!.highWaterMark).toBe(mark);

    const next = await startRun(config, 'incremental');
    const readFrom = new Date(Date.parse(mark) - MLS_OVERLAP_MS).toISOString();
    const requestsBefore = servers.reso.requests.length;
    await handleMlsSyncMessage(workerDeps(reliable.db, reliable.clock), SYSTEM, next.message, { id: 'next' });
    const resumed = (await getMlsSyncLog(reliable.db, next.ref))!;
    expect(resumed).toMatchObject({ status: 'completed', modifiedSince: readFrom });
    const firstRead = servers.reso.requests.slice(requestsBefore).find((request) => request.url.startsWith('/reso/odata/Property'))!;
    expect(decodeURIComponent(firstRead.url)).toContain(`ModificationTimestamp gt ${readFrom}`);
    // Only what the first run had not committed (and the overlap) is read again; nothing committed is written twice.
    expect(resumed.propertiesProcessed).toBe(feed.filter((listing) => listing.modifiedAt > readFrom).length);
    expect(resumed.propertiesProcessed).toBeLessThan(feed.length);
    const after = await listMlsMappings(reliable.db, config.id);
    expect(after.map((mapping) => mapping.mlsListingId).sort()).toEqual(
      feed
        .filter((listing) => listing.isOwn)
        .map((listing) => listing.key)
        .sort(),
    );
    const firstRun = new Set(committed.map((mapping) => mapping.mlsListingId));
    expect(after.filter((mapping) => firstRun.has(mapping.mlsListingId) && mapping.changedByLogId === next.ref.logId)).toEqual([]);
  }, 120_000);
});
