import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalMls } from './local-mls-server';

let dataDir: string;
beforeEach(() => void (dataDir = mkdtempSync(join(tmpdir(), 'local-mls-server-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('local MLS server', () => {
  it('generates the same catalogue from the same seed, and keeps activity across a restart', async () => {
    const first = await startLocalMls({ port: 0, dataDir, listingCount: 200, seed: 7, requestsPerSecond: null });
    const twinDir = mkdtempSync(join(tmpdir(), 'local-mls-twin-'));
    const twin = await startLocalMls({ port: 0, dataDir: twinDir, listingCount: 200, seed: 7, requestsPerSecond: null });
    const summary = (rows: Iterable<Record<string, unknown>>) => [...rows].map((row) => [row.ListingKey, row.ListPrice, row.UnparsedAddress, row.Latitude]);
    expect(summary(twin.listings())).toEqual(summary(first.listings()));
    await twin.stop();
    rmSync(twinDir, { recursive: true, force: true });

    const { deleted, priceChanged } = first.activity();
    const changedPrice = [...first.listings()].find((row) => row.ListingKey === priceChanged[0])?.ListPrice;
    await first.stop();
    const restarted = await startLocalMls({ port: 0, dataDir, requestsPerSecond: null });
    const keys = new Set([...restarted.listings()].map((row) => row.ListingKey));
    for (const key of deleted) expect(keys.has(key)).toBe(false);
    expect([...restarted.listings()].find((row) => row.ListingKey === priceChanged[0])?.ListPrice).toBe(changedPrice);
    await restarted.stop();
  });

  it('exports plain Data Dictionary records with Media and OpenHouse arrays for the RETS server', async () => {
    const server = await startLocalMls({ port: 0, dataDir, listingCount: 100, requestsPerSecond: null });
    const records = [...server.listings()];
    expect(records).toHaveLength(100);
    expect(records.every((record) => Array.isArray(record.Media) && Array.isArray(record.OpenHouse))).toBe(true);
    expect(records.some((record) => (record.OpenHouse as unknown[]).length > 0)).toBe(true);
    const mediaUrl = String((records[0]!.Media as Record<string, unknown>[])[0]!.MediaURL);
    expect(mediaUrl.startsWith(server.url)).toBe(true);
    const image = await fetch(mediaUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await server.stop();
  });

  it('answers $filter with and/or, $orderby, $top, $skip and $count, and refuses what it cannot read', async () => {
    const server = await startLocalMls({ port: 0, dataDir, listingCount: 300, requestsPerSecond: null });
    const query = async (search: string) => {
      const response = await fetch(`${server.serviceRoot}/Property?${search}`, { headers: bearer(server.bearerToken) });
      return {
        status: response.status,
        body: (await response.json()) as { value: Record<string, unknown>[]; '@odata.count'?: number; error?: { message: string } },
      };
    };
    const records = [...server.listings()];
    const filter = "(StandardStatus eq 'Active' or StandardStatus eq 'Pending') and ListPrice lt 400000";
    const expected = records.filter((row) => (row.StandardStatus === 'Active' || row.StandardStatus === 'Pending') && Number(row.ListPrice) < 400_000);
    const answer = await query(`$filter=${encodeURIComponent(filter)}&$count=true&$orderby=${encodeURIComponent('ListPrice desc')}&$top=1000`);
    expect(answer.body['@odata.count']).toBe(expected.length);
    const prices = answer.body.value.map((row) => Number(row.ListPrice));
    expect(prices).toEqual(expected.map((row) => Number(row.ListPrice)).sort((a, b) => b - a));

    // Fifty or so of the newest: fewer than a page, whatever the generated catalogue holds.
    const since = records
      .map((row) => String(row.ModificationTimestamp))
      .sort()
      .at(-50)!;
    const newer = await query(`$filter=${encodeURIComponent(`ModificationTimestamp ge ${since}`)}&$top=1000`);
    expect(newer.body.value.length).toBe(records.filter((row) => String(row.ModificationTimestamp) >= since).length);
    const page = await query('$orderby=ListingKey&$top=5&$skip=10');
    expect(page.body.value.map((row) => row.ListingKey)).toEqual(
      records
        .map((row) => String(row.ListingKey))
        .sort()
        .slice(10, 15),
    );
    expect(page.body.value[0]).not.toHaveProperty('Media');

    expect(await query(`$filter=${encodeURIComponent("contains(City,'Aus')")}`)).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringContaining('Unsupported') } },
    });
    expect((await fetch(`${server.serviceRoot}/Property`)).status).toBe(401);
    await server.stop();
  });
});
