import { gzipSync } from 'node:zlib';
import type { TDb } from '../../functions/src/data/db';
import { formatLoad, measureLoad } from './load';
import { loadOpenHouses } from './load-open-houses';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Issue 4: GET /api/map/all-open-houses with `count` upcoming open houses in the table. */
export async function benchMap(baseUrl: string, db: TDb, count: number): Promise<string[]> {
  const started = performance.now();
  await loadOpenHouses(db, { count, now: new Date() });
  const lines = [`loaded ${count.toLocaleString('en-US')} upcoming open houses in ${((performance.now() - started) / 1000).toFixed(1)} s`];
  const server: number[] = [];
  let raw = 0;
  let properties = 0;
  for (let i = 0; i < 15; i++) {
    const response = await fetch(`${baseUrl}/api/map/all-open-houses`, { headers: { 'accept-encoding': 'identity' } });
    const text = await response.text();
    server.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN));
    raw = Buffer.byteLength(text);
    properties = (JSON.parse(text) as { properties: unknown[] }).properties.length;
    if (i === 0) lines.push(`gzip of the body: ${(gzipSync(text, { level: 6 }).length / 1024).toFixed(0)} KB`);
  }
  const gzipTimes: number[] = [];
  for (let i = 0; i < 15; i++) {
    const response = await fetch(`${baseUrl}/api/map/all-open-houses`, { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    gzipTimes.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN));
  }
  lines.push(`${properties} properties, ${(raw / 1024).toFixed(0)} KB uncompressed; handler median ${median(server).toFixed(1)} ms (with gzip: ${median(gzipTimes).toFixed(1)} ms)`);
  lines.push(formatLoad('GET /api/map/all-open-houses (gzip), 50 connections, 10 s', await measureLoad({ url: `${baseUrl}/api/map/all-open-houses`, connections: 50, seconds: 10, headers: { 'accept-encoding': 'gzip' } })));
  return lines;
}
