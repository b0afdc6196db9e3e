import type { TDb } from '../../functions/src/data/db';
import { formatLoad, measureLoad } from './load';
import { loadListings, loadedListingCount, markLoaded } from './load-listings';
import { serverMs } from './server-timing';
import { median, percentile } from './stats';

/** Sequential requests: the handler's own time (Server-Timing), the round trip, and the body size. */
async function measureFirstPage(baseUrl: string, path: string, runs = 25) {
  const server: number[] = [];
  const total: number[] = [];
  let bytes = 0;
  let count = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(baseUrl + path);
    const body = await response.arrayBuffer();
    total.push(performance.now() - started);
    server.push(serverMs(response));
    bytes = body.byteLength;
    count = (JSON.parse(Buffer.from(body).toString('utf8')) as { items: unknown[] }).items.length;
  }
  return `${path}: ${count} items, ${(bytes / 1024).toFixed(1)} KB, handler median ${median(server).toFixed(1)} ms (p95 ${percentile(server, 95).toFixed(1)}), round trip median ${median(total).toFixed(1)} ms`;
}

/** Issue 3: browse over 100,000 active listings, and GET /api/properties/{id} at 50 connections. */
export async function benchListings(baseUrl: string, db: TDb, count: number): Promise<string[]> {
  const lines: string[] = [];
  const loaded = await loadedListingCount(db);
  if (loaded === count) lines.push(`reusing ${count.toLocaleString('en-US')} active listings loaded earlier`);
  else if (loaded > 0) throw new Error(`BENCH_DATA_DIR holds ${loaded} listings, not ${count}: delete it or set BENCH_LISTINGS=${loaded}`);
  else {
    const started = performance.now();
    await loadListings(db, { count, ownerIds: ['01BENCHAGENT0000000000000A', '01BENCHAGENT0000000000000B'] });
    await markLoaded(db, count);
    lines.push(`loaded ${count.toLocaleString('en-US')} active listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const path of [
    '/api/properties?priceRange=500k-750k&sort=price-asc',
    '/api/properties?priceRange=300k-500k&sort=newest',
    '/api/properties?minBedrooms=4&sort=bedrooms-desc',
    '/api/properties?sort=newest',
    '/api/properties?priceRange=750k-plus&minBedrooms=5&sort=price-desc',
  ]) {
    lines.push(await measureFirstPage(baseUrl, path));
  }
  const page = (await (await fetch(`${baseUrl}/api/properties?limit=1`)).json()) as { items: { id: string }[] };
  const id = page.items[0]?.id;
  lines.push(
    formatLoad(`GET /api/properties/{id}, 50 connections, 10 s`, await measureLoad({ url: `${baseUrl}/api/properties/${id}`, connections: 50, seconds: 10 })),
  );
  return lines;
}
