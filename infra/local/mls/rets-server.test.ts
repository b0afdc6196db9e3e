import { createRetsClient, type TRetsClientConfig } from '../../../functions/src/adapters/mls/rets/rets-client';
import { createRequestBudget, systemClock } from '../../../functions/src/adapters/mls/request-budget';
import { RetsHttp } from '../../../functions/src/adapters/mls/rets/rets-http';
import { parseSearchReply } from '../../../functions/src/adapters/mls/rets/search-reply';
import type { TMlsListing } from '../../../functions/src/adapters/mls/mls-client';
import { startLocalRetsServer, type TLocalRetsServer, type TLocalRetsServerOptions } from './rets-server';

const credentials = { username: 'rets-agent', password: 'rets-password' };
const BASE_MS = Date.parse('2026-03-01T12:00:00.000Z');

/** A small deterministic Property feed in RESO Web API JSON shape, with media and open houses. */
function makeListings(count: number, sharedTimestamp: string | null = null): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => ({
    ListingKey: `LK${String(index).padStart(5, '0')}`,
    ListPrice: 250_000 + index * 1_000,
    StandardStatus: index % 7 === 0 ? 'Pending' : 'Active',
    BedroomsTotal: 1 + (index % 5),
    BathroomsTotalInteger: 1 + (index % 3),
    LivingArea: 900 + index,
    UnparsedAddress: `${100 + index} Oak St`,
    StreetNumber: String(100 + index),
    StreetName: 'Oak St',
    City: 'Austin',
    StateOrProvince: 'TX',
    PostalCode: '78701',
    Latitude: 30.26 + index / 10_000,
    Longitude: -97.74,
    PropertyType: 'Residential',
    PublicRemarks: index === 3 ? 'Bright & airy <3 "loft"\twith\nviews' : `Home number ${index}`,
    ListOfficeName: 'Hill Country Realty',
    ListAgentFullName: 'Ana Ortiz',
    // Spread over ten days, several listings per instant, milliseconds included.
    ModificationTimestamp: sharedTimestamp ?? new Date(BASE_MS + Math.floor(index / 3) * 777_123).toISOString(),
    Media: Array.from({ length: index % 4 }, (_, order) => ({ MediaURL: `https://photos.local/${index}/${order + 1}.jpg`, Order: order + 1 })).reverse(),
    OpenHouse: Array.from({ length: index % 3 }, (_, day) => ({
      OpenHouseStartTime: `2026-03-${String(8 - day).padStart(2, '0')}T16:00:00.000Z`,
      OpenHouseEndTime: `2026-03-${String(8 - day).padStart(2, '0')}T18:00:00.000Z`,
      OpenHouseRemarks: day === 0 ? 'Coffee & cookies' : null,
    })),
  }));
}

let server: TLocalRetsServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(listings: Record<string, unknown>[], options: Partial<TLocalRetsServerOptions> = {}) {
  server = await startLocalRetsServer({ port: 0, host: '127.0.0.1', credentials, listings: () => listings, ...options });
  return server;
}

const clientFor = (running: TLocalRetsServer, extra: Partial<TRetsClientConfig> = {}) =>
  createRetsClient(
    { loginUrl: running.loginUrl, ...credentials, userAgent: 'OpenHouse/1.0', requestsPerSecond: 1000, ...extra },
    { now: () => BASE_MS + 30 * 86_400_000 },
  );

async function syncAll(running: TLocalRetsServer, modifiedSince: string | null, pageSize: number, extra: Partial<TRetsClientConfig> = {}) {
  const client = clientFor(running, extra);
  const listings: TMlsListing[] = [];
  let pages = 0;
  for await (const page of client.replicate({ modifiedSince, pageSize })) {
    pages += 1;
    expect(page.rejected).toEqual([]);
    listings.push(...page.listings);
  }
  await client.close();
  return { listings, pages, requests: client.requestCount };
}

const keysOf = (listings: TMlsListing[]) => listings.map((listing) => listing.listingKey).sort();

describe('local RETS server with the RETS client', () => {
  it('answers Test through Digest login and metadata in both formats; a wrong password is refused', async () => {
    const running = await start(makeListings(3));
    for (const metadataFormat of ['COMPACT', 'STANDARD-XML'] as const) {
      await expect(clientFor(running, { metadataFormat }).testConnection()).resolves.toEqual({
        ok: true,
        message: 'Success (RETS server LOCALMLS, listings in Property:RES, open houses in OpenHouse:OpenHouse)',
        // This user is no member: the Login reply's agent code is empty.
        loggedInMemberId: null,
      });
    }
    await expect(clientFor(running, { password: 'nope' }).testConnection()).resolves.toEqual({
      ok: false,
      message: 'The MLS server refused the username or password (HTTP 401)',
    });
  });

  it('syncs every listing once by Offset paging, fields and photo URLs intact', async () => {
    const feed = makeListings(450);
    const running = await start(feed);
    const { listings, pages } = await syncAll(running, null, 100);
    expect(pages).toBe(5);
    expect(keysOf(listings)).toEqual(feed.map((record) => record.ListingKey).sort());
    const third = listings.find((listing) => listing.listingKey === 'LK00003');
    expect(third).toMatchObject({
      modificationTimestamp: feed[3]?.ModificationTimestamp,
      listPrice: 253_000,
      bedroomsTotal: 4,
      bathroomsTotalInteger: 1,
      livingArea: 903,
      city: 'Austin',
      latitude: 30.2603,
      publicRemarks: 'Bright & airy <3 "loft" with views',
      media: [1, 2, 3].map((order) => ({ url: `https://photos.local/3/${order}.jpg`, order })),
    });
    expect(listings.find((listing) => listing.listingKey === 'LK00004')?.media).toEqual([]);
    expect(listings.find((listing) => listing.listingKey === 'LK00005')?.openHouses).toEqual([
      { key: 'LK00005-2', startsAt: '2026-03-07T16:00:00.000Z', endsAt: '2026-03-07T18:00:00.000Z', remarks: null },
      { key: 'LK00005-1', startsAt: '2026-03-08T16:00:00.000Z', endsAt: '2026-03-08T18:00:00.000Z', remarks: 'Coffee & cookies' },
    ]);
    expect(third?.openHouses).toEqual([]);
    const withOpenHouses = listings.filter((listing) => listing.openHouses.length > 0).length;
    expect(withOpenHouses).toBe(feed.filter((record) => (record.OpenHouse as unknown[]).length > 0).length);
    const counts = running.requestCounts();
    // Five Property pages (100 × 4 + 50), and one OpenHouse search per batch of up to 50 keys of a page.
    expect(counts.Search).toBe(5 + 2 * 4 + 1);
    expect(counts.Logout).toBe(1);
  });

  it('syncs only what changed since the mark, reading the server clock in its TimeZoneOffset', async () => {
    const feed = makeListings(300);
    const running = await start(feed, { timeZoneOffset: '+05:30' });
    const mark = feed[150]?.ModificationTimestamp as string;
    const { listings } = await syncAll(running, mark, 40);
    const expected = feed.filter((record) => Date.parse(String(record.ModificationTimestamp)) >= Date.parse(mark));
    expect(keysOf(listings)).toEqual(expected.map((record) => String(record.ListingKey)).sort());
  });

  it('follows MAXROWS when the server caps rows below Limit', async () => {
    const feed = makeListings(230);
    const running = await start(feed, { maxRows: 40 });
    const { listings, pages } = await syncAll(running, null, 200);
    expect(pages).toBe(6);
    expect(keysOf(listings)).toEqual(feed.map((record) => String(record.ListingKey)).sort());
    // 40 listings hold about 40 open houses: OpenHouse batches cut short by MAXROWS are halved until they fit.
    const openHouseCount = (items: { length: number }[]) => items.reduce((sum, item) => sum + item.length, 0);
    expect(openHouseCount(listings.map((listing) => listing.openHouses))).toBe(openHouseCount(feed.map((record) => record.OpenHouse as unknown[])));
  });

  it.each(['refused', 'ignored'] as const)('still gets every listing once by splitting the time window when Offset is %s', async (offsetSupport) => {
    const feed = makeListings(500);
    const running = await start(feed, { offsetSupport });
    const { listings } = await syncAll(running, null, 60);
    expect(listings).toHaveLength(500);
    expect(keysOf(listings)).toEqual(feed.map((record) => String(record.ListingKey)).sort());
    expect(running.requestCounts().Search).toBeGreaterThan(500 / 60);
  });

  it('says why when more listings share one modification time than a page holds and Offset is refused', async () => {
    const running = await start(makeListings(30, '2026-03-01T00:00:00.000Z'), { offsetSupport: 'refused' });
    await expect(syncAll(running, null, 10)).rejects.toThrow(/More than 10 listings share the modification time 2026-03-01T00:00:00.000Z/);
  });

  it('refuses a search without a session, a query it does not serve, and a class it lacks', async () => {
    const running = await start(makeListings(1));
    const http = new RetsHttp(
      { ...credentials, userAgent: 'OpenHouse/1.0', retsVersion: 'RETS/1.7.2' },
      { clock: systemClock, budget: createRequestBudget({ requestsPerSecond: 1000, clock: systemClock }) },
    );
    const search = async (query: string) => {
      const reply = await http.get(`${running.url}/rets/Search`, { SearchType: 'Property', Class: 'RES', Query: query, Format: 'COMPACT-DECODED' });
      return parseSearchReply(reply.body.toString('utf8'), reply.url);
    };
    await expect(search('(ModificationTimestamp=2026-01-01T00:00:00+)')).rejects.toThrow('RETS Search failed: 20036 No RETS session');
    await http.get(running.loginUrl);
    await expect(search('(ModificationTimestamp=2026-01-01T00:00:00+)')).resolves.toMatchObject({ count: null, hasMoreRows: false });
    await expect(search('(City=Austin)')).rejects.toThrow('RETS Search failed: 20206 Invalid Query Syntax');
    await expect(syncAll(running, null, 10, { className: 'NOPE' })).rejects.toThrow('The RETS metadata has no class "NOPE"');
  });
});
