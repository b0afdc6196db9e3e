import type { TDb } from '../../functions/src/data/db';
import { formatLoad, measureLoad } from './load';
import { loadOpenHouses } from './load-open-houses';
import { serverMs } from './server-timing';
import { median } from './stats';


/** Issue 4: GET /api/map/all-open-houses with `count` upcoming open houses in the table. */
export async function benchMap(baseUrl: string, db: TDb, count: number): Promise<string[]> {
  const started = performance.now();
  await loadOpenHouses(db, { count, now: new Date() });
  const lines = [`loaded ${count.toLocaleString('en-US')} upcoming open houses in ${((performance.now() - started) / 1000).toFixed(1)} s`];
  // The first request after loading builds the answer (cold); the next ones within 15 s reuse it.
  const cold = await fetch(`${baseUrl}/api/map/all-open-houses`, { headers: { 'accept-encoding': 'br' } });
  const coldBytes = (await cold.arrayBuffer()).byteLength;
  const coldMs = serverMs(cold);
  const warm: number[] = [];
  let brBytes = 0;
  for (let i = 0; i < 15; i++) {
    const response = await fetch(`${baseUrl}/api/map/all-open-houses`, { headers: { 'accept-encoding': 'br' } });
    brBytes = Number(response.headers.get('content-length') ?? 0) || coldBytes;
    await response.arrayBuffer();
    warm.push(serverMs(response));
  }
  const identity = await fetch(`${baseUrl}/api/map/all-open-houses`, { headers: { 'accept-encoding': 'identity' } });
  const text = await identity.text();
  const gzipped = await fetch(`${baseUrl}/api/map/all-open-houses`, { headers: { 'accept-encoding': 'gzip' } });
  const gzipBytes = Number(gzipped.headers.get('content-length') ?? (await gzipped.arrayBuffer()).byteLength);
  lines.push(
    `${(JSON.parse(text) as { properties: unknown[] }).properties.length} properties; body ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB raw, ${(gzipBytes / 1024).toFixed(0)} KB gzip, ${(brBytes / 1024).toFixed(0)} KB brotli`,
  );
  lines.push(`handler time: cold (builds and compresses the answer) ${coldMs.toFixed(1)} ms; cached median ${median(warm).toFixed(1)} ms`);
  lines.push(formatLoad('GET /api/map/all-open-houses (brotli), 50 connections, 10 s', await measureLoad({ url: `${baseUrl}/api/map/all-open-houses`, connections: 50, seconds: 10, headers: { 'accept-encoding': 'br' } })));
  // Cold again, twice, once the cached answer has expired (15 s).
  const laterCold: number[] = [];
  for (let i = 0; i < 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 15_500));
    const response = await fetch(`${baseUrl}/api/map/all-open-houses`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    laterCold.push(serverMs(response));
  }
  lines.push(`cold handler time after the cache expired: ${laterCold.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
  return lines;
}
