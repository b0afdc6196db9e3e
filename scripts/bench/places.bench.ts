import { readGazetteerFile } from '../../functions/src/services/places/gazetteer-data';
import { serverMs } from './server-timing';
import { median, percentile } from './stats';

const PREFIXES = 300;

/**
 * Issue 24 (location search, ≤ 20 ms for a 3-letter prefix): GET /api/places/suggest for 3-letter prefixes of
 * the gazetteer's own names (the most populous first, so the widest ranges) and ZIP codes, one at a time,
 * read from the handler's Server-Timing. The first request also reads and indexes the gazetteer (a container's
 * cold start), so it is reported apart. A letter prefix also makes one Query on the street index; digits make none.
 */
export async function benchPlaces(baseUrl: string): Promise<string[]> {
  const data = readGazetteerFile();
  const names = [...data.cities].sort((a, b) => b[2] - a[2]).map(([name]) => name.slice(0, 3).toLowerCase());
  const zips = data.zips.map(([zip]) => zip.slice(0, 3));
  const queries = [...new Set([...names, ...zips])].filter((q) => q.length === 3).slice(0, PREFIXES);
  const ask = (q: string) => fetch(`${baseUrl}/api/places/suggest?${new URLSearchParams({ q }).toString()}`);
  const first = await ask(queries[0]!);
  if (first.status !== 200) throw new Error(`suggest failed: ${first.status}`);
  const firstMs = serverMs(first);
  const times: number[] = [];
  for (const q of queries) {
    const response = await ask(q);
    await response.arrayBuffer();
    times.push(serverMs(response));
  }
  return [
    `GET /api/places/suggest, first request (reads and indexes the gazetteer): ${firstMs.toFixed(0)} ms`,
    `GET /api/places/suggest, ${times.length} three-letter prefixes one at a time: handler median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target ≤ 20 ms)`,
  ];
}
