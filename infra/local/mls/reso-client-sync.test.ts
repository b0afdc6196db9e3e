import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TMlsListing } from '../../../functions/src/adapters/mls/mls-client';
import { createResoClient } from '../../../functions/src/adapters/mls/reso/reso-client';
import { startLocalMls, type TLocalMls } from './local-mls-server';

const OVERLAP_MS = 20 * 60_000;
let dataDir: string;
let server: TLocalMls;
let serverTime: number;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-mls-sync-'));
  serverTime = Date.now();
  server = await startLocalMls({ port: 0, dataDir, listingCount: 400, requestsPerSecond: null, now: () => serverTime });
});
afterEach(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const client = () =>
  createResoClient({
    serviceRoot: server.serviceRoot,
    auth: { kind: 'clientCredentials', tokenUrl: server.tokenUrl, clientId: server.clientId, clientSecret: server.clientSecret },
    userAgent: 'MarketplaceTest/1.0',
    requestsPerSecond: 1000,
  });

async function read(modifiedSince: string | null): Promise<TMlsListing[]> {
  const listings: TMlsListing[] = [];
  for await (const page of client().replicate({ modifiedSince, pageSize: 100 })) listings.push(...page.listings);
  return listings;
}

/** What a worker keeps: one row per ListingKey, the newest ModificationTimestamp winning; re-reads change nothing. */
function mirror() {
  const rows = new Map<string, string>();
  let writes = 0;
  return {
    rows,
    get writes() {
      return writes;
    },
    apply(listings: TMlsListing[]) {
      for (const listing of listings) {
        const known = rows.get(listing.listingKey);
        if (known !== undefined && known >= listing.modificationTimestamp) continue;
        rows.set(listing.listingKey, listing.modificationTimestamp);
        writes++;
      }
    },
  };
}

const highWaterMark = (listings: TMlsListing[]) =>
  listings.reduce((max, listing) => (listing.modificationTimestamp > max ? listing.modificationTimestamp : max), '');
const minus = (instant: string, ms: number) => new Date(Date.parse(instant) - ms).toISOString();

describe('incremental and full sync through the RESO client against the local MLS', () => {
  it('finds exactly the listings activity touched, and overlapping re-reads add no duplicates', async () => {
    const local = mirror();
    const full = await read(null);
    local.apply(full);
    expect(local.rows.size).toBe(400);

    serverTime += 60_000;
    const activity = server.activity();
    const touched = new Set(
      [...activity.priceChanged, ...activity.statusChanged, ...activity.openHousesChanged, ...activity.added].filter((key) => !activity.deleted.includes(key)),
    );
    const incremental = await read(minus(highWaterMark(full), OVERLAP_MS));
    expect(new Set(incremental.filter((listing) => listing.modificationTimestamp === activity.modifiedAt).map((listing) => listing.listingKey))).toEqual(
      touched,
    );
    local.apply(incremental);
    const writesAfterIncremental = local.writes;

    const reread = await read(minus(highWaterMark(incremental), OVERLAP_MS));
    expect(reread.length).toBeGreaterThanOrEqual(touched.size);
    local.apply(reread);
    expect(local.writes).toBe(writesAfterIncremental);
    expect(local.rows.size).toBe(400 + activity.added.length);
  });

  it('shows deletions on a full re-read: deleted keys are gone from the feed', async () => {
    const before = new Set((await read(null)).map((listing) => listing.listingKey));
    serverTime += 60_000;
    const { deleted } = server.activity({ counts: { deletions: 5 } });
    expect(deleted).toHaveLength(5);
    const after = new Set((await read(null)).map((listing) => listing.listingKey));
    for (const key of deleted) {
      expect(before.has(key)).toBe(true);
      expect(after.has(key)).toBe(false);
    }
    const gone = [...before].filter((key) => !after.has(key));
    expect(gone.sort()).toEqual(deleted.slice().sort());
  });

  it('reads the new price and status of a changed listing', async () => {
    serverTime += 60_000;
    const { priceChanged, modifiedAt } = server.activity({ counts: { priceChanges: 3, statusChanges: 0, openHouseChanges: 0, deletions: 0, newListings: 0 } });
    const changed = await read(minus(modifiedAt, 1));
    const record = [...server.listings()].find((listing) => listing.ListingKey === priceChanged[0])!;
    expect(changed.find((listing) => listing.listingKey === priceChanged[0])?.listPrice).toBe(record.ListPrice);
    expect(changed.map((listing) => listing.listingKey).sort()).toEqual(priceChanged.slice().sort());
  });
});
