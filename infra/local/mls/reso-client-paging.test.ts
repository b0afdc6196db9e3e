import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TMlsListing } from '../../../functions/src/adapters/mls/mls-client';
import { createResoClient, type TResoClientOptions } from '../../../functions/src/adapters/mls/reso/reso-client';
import { startLocalMls, type TLocalMls, type TStartLocalMlsOptions } from './local-mls-server';

/** One clock for server and client: the client's waits move it, so Retry-After costs no real time. */
function sharedClock() {
  let time = Date.parse('2026-06-01T15:00:00.000Z');
  return { now: () => time, sleep: async (ms: number) => void (time += ms), advance: (ms: number) => void (time += ms) };
}

const dirs: string[] = [];
const servers: TLocalMls[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function localMls(options: Partial<TStartLocalMlsOptions> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-mls-'));
  dirs.push(dataDir);
  const server = await startLocalMls({ port: 0, dataDir, listingCount: 300, requestsPerSecond: null, ...options });
  servers.push(server);
  return server;
}

function clientFor(server: TLocalMls, options: Partial<TResoClientOptions> = {}) {
  return createResoClient({
    serviceRoot: server.serviceRoot,
    auth: { kind: 'clientCredentials', tokenUrl: server.tokenUrl, clientId: server.clientId, clientSecret: server.clientSecret },
    userAgent: 'MarketplaceTest/1.0',
    requestsPerSecond: 1000,
    ...options,
  });
}

async function replicateAll(client: ReturnType<typeof createResoClient>, modifiedSince: string | null, pageSize: number) {
  const pages: { listings: TMlsListing[]; totalCount: number | null }[] = [];
  for await (const page of client.replicate({ modifiedSince, pageSize })) pages.push(page);
  return { pages, listings: pages.flatMap((page) => page.listings) };
}

const propertyRequests = (server: TLocalMls) => server.requests.filter((request) => request.url.startsWith('/reso/odata/Property'));
const storeKeys = (server: TLocalMls) => [...server.listings()].map((record) => String(record.ListingKey)).sort();

describe('RESO client paging against the local MLS', () => {
  it('follows @odata.nextLink to the end in ModificationTimestamp order, re-sending Prefer on every page', async () => {
    const server = await localMls();
    const { pages, listings } = await replicateAll(clientFor(server), null, 50);
    expect(listings.map((listing) => listing.listingKey).sort()).toEqual(storeKeys(server));
    const timestamps = listings.map((listing) => listing.modificationTimestamp);
    expect(timestamps).toEqual(timestamps.slice().sort());
    expect(pages[0]?.totalCount).toBe(300);
    expect(propertyRequests(server)).toHaveLength(6);
    expect(propertyRequests(server).every((request) => request.prefer === 'odata.maxpagesize=50')).toBe(true);
    expect(propertyRequests(server)[0]?.url).toContain('%24expand=Media');
  });

  it('keeps the asked page size on a server that forgets Prefer unless it is re-sent', async () => {
    const server = await localMls({ paging: { preferMaxPageSize: 'forgotten', defaultPageSize: 7 } });
    const { pages } = await replicateAll(clientFor(server), null, 50);
    expect(pages.map((page) => page.listings.length)).toEqual([50, 50, 50, 50, 50, 50]);
  });

  it.each(['auto', 'topSkip'] as const)(
    'pages by $top/$skip (%s) on a server without nextLink that miscounts the last page and misreports @odata.count',
    async (paging) => {
      const server = await localMls({ paging: { paging: 'topSkip', topSkipMiscount: true, countError: 7, defaultPageSize: 70 } });
      const { pages, listings } = await replicateAll(clientFor(server, { paging }), null, 70);
      const keys = listings.map((listing) => listing.listingKey);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.slice().sort()).toEqual(storeKeys(server));
      expect(pages[0]?.totalCount).toBe(307);
      expect(propertyRequests(server).some((request) => request.url.includes('%24skip='))).toBe(true);
    },
  );

  it('reads every listing from a server without nextLink whose @odata.count is too low, not stopping where the count says', async () => {
    const server = await localMls({ paging: { paging: 'topSkip', countError: -250, defaultPageSize: 70 } });
    const { pages, listings } = await replicateAll(clientFor(server), null, 70);
    expect(pages[0]?.totalCount).toBe(50);
    expect(listings.map((listing) => listing.listingKey).sort()).toEqual(storeKeys(server));
  });

  it.each(['auto', 'topSkip'] as const)(
    'fails with a readable error on a server that ignores $skip (%s), instead of ending after its first page',
    async (paging) => {
      const server = await localMls({ paging: { paging: 'topSkip', ignoresSkip: true, defaultPageSize: 70 } });
      await expect(replicateAll(clientFor(server, { paging }), null, 70)).rejects.toThrow(
        /^The MLS server answered \$skip=\d+ with the same records as the page before: it seems to ignore \$skip/,
      );
    },
  );

  it.each(['resource', 'expand'] as const)('joins each listing’s open houses (%s), leaving cancelled ones out', async (openHouses) => {
    const server = await localMls();
    server.activity({ counts: { openHouseChanges: 60, priceChanges: 0, statusChanges: 0, deletions: 0, newListings: 0 } });
    const { listings } = await replicateAll(clientFor(server, { openHouses }), null, 100);
    const openHouseRequests = server.requests.filter((request) => request.url.startsWith('/reso/odata/OpenHouse'));
    expect(openHouseRequests.length > 0).toBe(openHouses === 'resource');
    const expected = new Map(
      [...server.listings()].map((record) => [
        String(record.ListingKey),
        (record.OpenHouse as Record<string, unknown>[])
          .filter((openHouse) => openHouse.OpenHouseStatus !== 'Cancelled')
          .map((openHouse) => openHouse.OpenHouseKey)
          .sort(),
      ]),
    );
    expect(listings.some((listing) => listing.openHouses.length > 0)).toBe(true);
    const isCancelled = (openHouse: Record<string, unknown>) => openHouse.OpenHouseStatus === 'Cancelled';
    expect([...server.listings()].some((record) => (record.OpenHouse as Record<string, unknown>[]).some(isCancelled))).toBe(true);
    for (const listing of listings) expect(listing.openHouses.map((openHouse) => openHouse.key).sort()).toEqual(expected.get(listing.listingKey));
  });

  it('keeps every open house of a listing when open houses too are paged by $top/$skip', async () => {
    const server = await localMls({ paging: { paging: 'topSkip', defaultPageSize: 2 } });
    const { listings } = await replicateAll(clientFor(server), null, 2);
    const expected = [...server.listings()].reduce((sum, record) => sum + (record.OpenHouse as unknown[]).length, 0);
    expect(listings.reduce((sum, listing) => sum + listing.openHouses.length, 0)).toBe(expected);
    expect(listings.some((listing) => listing.openHouses.length > 1)).toBe(true);
  });

  it('ANDs a configuration’s extra filter (as MLS Grid requires for OriginatingSystemName) into replication', async () => {
    const server = await localMls();
    const { listings } = await replicateAll(
      clientFor(server, { extraFilter: "StandardStatus eq 'Active' or StandardStatus eq 'Pending'" }),
      '2020-01-01T00:00:00.000Z',
      100,
    );
    const expected = [...server.listings()].filter((record) => record.StandardStatus === 'Active' || record.StandardStatus === 'Pending');
    expect(listings.map((listing) => listing.listingKey).sort()).toEqual(expected.map((record) => String(record.ListingKey)).sort());
  });

  it('sends timestamp literals with milliseconds, which this server insists on', async () => {
    const server = await localMls();
    const refused = await fetch(`${server.serviceRoot}/Property?$filter=${encodeURIComponent('ModificationTimestamp gt 2026-01-01T00:00:00Z')}`, {
      headers: { authorization: `Bearer ${server.bearerToken}` },
    });
    expect(refused.status).toBe(400);
    const { listings } = await replicateAll(clientFor(server), '2026-01-01T00:00:00Z', 100);
    expect(listings.length).toBeGreaterThan(0);
    const [, fromClient] = propertyRequests(server);
    expect(fromClient).toMatchObject({ status: 200, url: expect.stringContaining(encodeURIComponent('2026-01-01T00:00:00.000Z')) });
  });
});

describe('RESO client connection and authentication against the local MLS', () => {
  it('reports the resources on success and the OAuth error code (never the server’s own text) on refused credentials', async () => {
    const server = await localMls();
    await expect(clientFor(server).testConnection()).resolves.toEqual({
      ok: true,
      message: 'Connected: the server offers Property, OpenHouse, Member, Office',
    });
    const wrong = clientFor(server, { auth: { kind: 'clientCredentials', tokenUrl: server.tokenUrl, clientId: server.clientId, clientSecret: 'wrong' } });
    await expect(wrong.testConnection()).resolves.toEqual({
      ok: false,
      message: `Could not sign in to the MLS at ${new URL(server.serviceRoot).host}: it refused the credentials (401): invalid_client`,
    });
    const bearer = clientFor(server, { auth: { kind: 'bearer', token: server.bearerToken } });
    await expect(bearer.testConnection()).resolves.toMatchObject({ ok: true });
  });

  it('refreshes an expired token once, mid-sync, and carries on', async () => {
    let serverTime = Date.parse('2026-06-01T15:00:00.000Z');
    const server = await localMls({ tokenTtlSeconds: 600, now: () => serverTime });
    let pagesRead = 0;
    const keys: string[] = [];
    for await (const page of clientFor(server).replicate({ modifiedSince: null, pageSize: 100 })) {
      keys.push(...page.listings.map((listing) => listing.listingKey));
      // The server's clock jumps past the token's life while the client still trusts its cached token.
      if (++pagesRead === 1) serverTime += 601_000;
    }
    expect(keys.sort()).toEqual(storeKeys(server));
    expect(server.requests.filter((request) => request.url === '/oauth2/token')).toHaveLength(2);
    expect(server.requests.filter((request) => request.status === 401)).toHaveLength(1);
  });

  it('fails in our words when a refreshed token is refused too', async () => {
    const server = await localMls();
    const client = clientFor(server, { auth: { kind: 'bearer', token: 'not-a-token' } });
    await expect(replicateAll(client, null, 100)).rejects.toThrow('The MLS server answered 401 (it refused the credentials)');
  });
});

describe('RESO client pacing against the local MLS', () => {
  it('honours 429 Retry-After from a server whose limit it exceeds', async () => {
    const clock = sharedClock();
    const server = await localMls({ requestsPerSecond: 2, now: clock.now });
    const { listings } = await replicateAll(clientFor(server, { requestsPerSecond: 100, clock }), null, 100);
    expect(listings).toHaveLength(300);
    const data = server.requests.filter((request) => request.url.startsWith('/reso/odata/'));
    const refusedAt = data.flatMap((request, index) => (request.status === 429 ? [index] : []));
    expect(refusedAt.length).toBeGreaterThan(0);
    for (const index of refusedAt) expect(data[index + 1]!.at - data[index]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('waits out 503 with Retry-After and then succeeds', async () => {
    const clock = sharedClock();
    const server = await localMls({ now: clock.now });
    server.failNext({ count: 2, status: 503, retryAfterSeconds: 3 });
    const { listings } = await replicateAll(clientFor(server, { clock }), null, 100);
    expect(listings).toHaveLength(300);
    const data = server.requests.filter((request) => request.url.startsWith('/reso/odata/'));
    expect(data.slice(0, 3).map((request) => request.status)).toEqual([503, 503, 200]);
    expect(data[2]!.at - data[0]!.at).toBeGreaterThanOrEqual(6000);
  });

  it('keeps within its own budget of 2 requests per second, so a server allowing 2 never refuses it', async () => {
    const clock = sharedClock();
    const server = await localMls({ requestsPerSecond: 2, now: clock.now });
    await replicateAll(clientFor(server, { requestsPerSecond: 2, clock }), null, 50);
    const data = server.requests.filter((request) => request.url.startsWith('/reso/odata/'));
    expect(data.length).toBeGreaterThan(6);
    expect(data.every((request) => request.status === 200)).toBe(true);
    for (let index = 1; index < data.length; index++) expect(data[index]!.at - data[index - 1]!.at).toBeGreaterThanOrEqual(500);
  });
});
