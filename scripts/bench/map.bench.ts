import { gzipSync } from 'node:zlib';
import { LISTING_PAGE_SIZE } from '@shared/constants/listing';
import type { TDb } from '../../functions/src/data/db';
import { cellRuns, coverBox, coverCount, isInBox, type TBox } from '../../functions/src/data/geohash';
import { listPublicListingsInCells } from '../../functions/src/data/listing-geo-repository';
import { listOpenHousesInCells } from '../../functions/src/data/open-house-geo-repository';
import { mapWindow } from '../../functions/src/services/map/map-window';
import { MAX_ITEMS_READ, coverPrecision } from '../../functions/src/services/map/list-map-viewport';
import { formatLoad, measureLoad } from './load';
import { loadNationalCatalogue } from './load-national';
import { serverMs } from './server-timing';
import { median, percentile } from './stats';

/** Issue 24's targets for GET /api/map/listings (handler time on the embedded stack, answer gzip). */
const TARGETS = { cityMedian: 30, cityP95: 80, countryMedian: 60, gzipKb: 40 };

/**
 * A screen of 1280 × 800 CSS pixels centred on a point at a web-map zoom: the box the map asks for.
 * (A 256-pixel tile spans 360 / 2^zoom degrees of longitude; latitude shrinks by its cosine.)
 */
function screenBox(lat: number, lng: number, zoom: number): TBox & { zoom: number } {
  const lngSpan = (1280 / 256) * (360 / 2 ** zoom);
  const latSpan = (800 / 256) * (360 / 2 ** zoom) * Math.cos((lat * Math.PI) / 180);
  const r = (n: number) => Number(n.toFixed(4));
  return { west: r(lng - lngSpan / 2), south: r(lat - latSpan / 2), east: r(lng + lngSpan / 2), north: r(lat + latSpan / 2), zoom };
}

const boxQuery = (box: TBox & { zoom: number }) => `west=${box.west}&south=${box.south}&east=${box.east}&north=${box.north}&zoom=${box.zoom}`;

/** The cover before runs of cells (bebcae2 and earlier): the finest precision whose cover was at most 32 cells, one Query each. */
function cellCoverPrecision(box: TBox): number | null {
  for (let precision = 6; precision > 2; precision--) if (coverCount(box, precision) <= 32) return precision;
  return coverCount(box, 2) <= 128 ? 2 : null;
}

/**
 * Why a box costs what it does: the cells of its cover, the items the handler reads from them (and in how
 * long, here in this process), how many the cover holds in all and how many of those lie in the box; and
 * the same for the cover of at most 32 whole cells the handler used before runs of cells.
 */
async function diagnoseCover(db: TDb, label: string, box: TBox): Promise<string[]> {
  const lines: string[] = [];
  for (const [name, precision] of [
    ['now', coverPrecision(box)],
    ['32-cell cover (before)', cellCoverPrecision(box)],
  ] as const) {
    if (precision === null) {
      lines.push(`${label}, ${name}: too large for one query`);
      continue;
    }
    const cells = coverBox(box, precision);
    const started = performance.now();
    const read = await listPublicListingsInCells(db, { cells, maxItems: MAX_ITEMS_READ, concurrency: 16 });
    const readMs = performance.now() - started;
    const all = await listPublicListingsInCells(db, { cells, maxItems: Number.POSITIVE_INFINITY, concurrency: 16 });
    const inBox = all.items.filter((l) => isInBox(box, l.coordinates.lat, l.coordinates.lng)).length;
    lines.push(
      `${label}, ${name}: ${cells.length} cells of precision ${precision} in ${cellRuns(cells, 2).length} Queries; reads ${read.items.length.toLocaleString('en-US')} items${read.truncated ? ' (stops at its cap)' : ''} (${read.readUnits.toFixed(1)} read units) in ${readMs.toFixed(0)} ms; the cover holds ${all.items.length.toLocaleString('en-US')}, the box ${inBox.toLocaleString('en-US')}`,
    );
    if (name === 'now') {
      const now = new Date();
      for (const when of ['today', 'week', 'month'] as const) {
        const openHouses = await listOpenHousesInCells(db, { cells, now, to: mapWindow(now, when).to, maxItems: MAX_ITEMS_READ, concurrency: 16 });
        lines.push(
          `${label}, show=openHouses when=${when}: reads ${openHouses.itemsRead.toLocaleString('en-US')} open houses${openHouses.truncated ? ' (stops at its cap)' : ''} (${openHouses.readUnits.toFixed(1)} read units), hands back ${openHouses.items.length.toLocaleString('en-US')}`,
        );
      }
    }
  }
  return lines;
}

type TRow = { label: string; answer: string; median: number; p95: number; rawBytes: number; gzipBytes: number; target?: string };

/**
 * `runs` sequential requests after one warm-up: the handler's own time (Server-Timing), the identity body and its
 * gzip (level 6, as a CDN compresses); `firstMs` is the warm-up's time (what a container's copies do not yet hold).
 */
async function measure(
  baseUrl: string,
  path: string,
  runs: number,
  describe: (body: unknown) => string,
): Promise<Omit<TRow, 'label' | 'target'> & { firstMs: number }> {
  const times: number[] = [];
  let firstMs = 0;
  let body = Buffer.alloc(0);
  for (let i = 0; i <= runs; i++) {
    const response = await fetch(baseUrl + path, { headers: { 'accept-encoding': 'identity' } });
    body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.toString('utf8').slice(0, 300)}`);
    if (i > 0) times.push(serverMs(response));
    else firstMs = serverMs(response);
  }
  return {
    firstMs,
    answer: describe(JSON.parse(body.toString('utf8'))),
    median: median(times),
    p95: percentile(times, 95),
    rawBytes: body.byteLength,
    gzipBytes: gzipSync(body, { level: 6 }).byteLength,
  };
}

/**
 * A buyer panning around a city: `runs` screens at a zoom whose centres walk a circle of one screen's width
 * around the city's centre, each about a fifth of a screen from the last, after a first one (not counted). Each
 * screen shares most of its cells with the last, so this is what a container's copy of the cells leaves to read.
 */
async function measurePan(baseUrl: string, centre: { lat: number; lng: number }, zoom: number, runs: number): Promise<Omit<TRow, 'label' | 'target'>> {
  const screen = screenBox(centre.lat, centre.lng, zoom);
  const radius = { lng: screen.east - screen.west, lat: screen.north - screen.south };
  const times: number[] = [];
  let last: { body: Buffer; answer: string } | undefined;
  for (let i = 0; i <= runs; i++) {
    const angle = (2 * Math.PI * i) / runs;
    const box = screenBox(centre.lat + radius.lat * Math.sin(angle), centre.lng + radius.lng * Math.cos(angle), zoom);
    const response = await fetch(`${baseUrl}/api/map/listings?${boxQuery(box)}&show=listings`, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`pan: ${response.status} ${body.toString('utf8').slice(0, 300)}`);
    if (i > 0) times.push(serverMs(response));
    last = { body, answer: describeViewport(JSON.parse(body.toString('utf8'))) };
  }
  return {
    answer: `${last!.answer} (the last screen)`,
    median: median(times),
    p95: percentile(times, 95),
    rawBytes: last!.body.byteLength,
    gzipBytes: gzipSync(last!.body, { level: 6 }).byteLength,
  };
}

type TViewport = { view: string; total: number; truncated: boolean; clusters: unknown[]; pins: unknown[] };
const describeViewport = (body: unknown) => {
  const answer = body as TViewport;
  return `${answer.view === 'pins' ? `${answer.pins.length} pins` : `${answer.clusters.length} clusters`} of ${answer.total.toLocaleString('en-US')}${answer.truncated ? ', truncated' : ''}`;
};
const describeBrowse = (body: unknown) => {
  const answer = body as { items: unknown[]; total: number | null };
  return `${answer.items.length} cards of ${answer.total === null ? '?' : answer.total.toLocaleString('en-US')}`;
};
const describeAllOpenHouses = (body: unknown) => {
  const answer = body as { properties: unknown[]; truncated?: boolean };
  return `${answer.properties.length.toLocaleString('en-US')} listings${answer.truncated ? ', truncated' : ''}`;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (checks: boolean[]) => (checks.every(Boolean) ? 'met' : 'MISSED');

function formatTable(rows: TRow[]): string[] {
  const header = ['request', 'answer', 'median ms', 'p95 ms', 'raw KB', 'gzip KB', 'target'];
  const cells = rows.map((r) => [r.label, r.answer, r.median.toFixed(1), r.p95.toFixed(1), kb(r.rawBytes), kb(r.gzipBytes), r.target ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => (i >= 2 && i <= 5 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i >= 2 && i <= 5 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`, ...cells.map(line)];
}

/**
 * Issues 24 and 22 at national scale: loads `listings` public listings over every state, `openHouses` of
 * them with an upcoming open house, then measures through the real handlers GET /api/map/listings (a city
 * box at zoom 12 and a country box at zoom 4, each for the map and for the list), the browse first page
 * and GET /api/map/all-open-houses (issue 4's figures, on the same data).
 */
export async function benchMap(baseUrl: string, db: TDb, input: { listings: number; openHouses: number; runs: number }): Promise<string[]> {
  const load = await loadNationalCatalogue(db, { listings: input.listings, openHouses: input.openHouses, now: new Date() });
  const lines = [
    `loaded ${load.listings.toLocaleString('en-US')} public listings in ${load.states} states and territories, ${load.openHouses.toLocaleString('en-US')} with an upcoming open house, in ${load.seconds.toFixed(1)} s (${Math.round((load.listings + load.openHouses) / load.seconds).toLocaleString('en-US')} items/s)`,
    `handler time from Server-Timing, ${input.runs} sequential requests after one warm-up; gzip is the identity body at level 6 (the handler does not compress these answers, the CDN does)`,
    '',
  ];
  // A container's first answers: each reads its own box's cover (open houses per UTC week of the window), nothing national.
  for (const [label, query] of [
    ['country box, show=openHouses (week)', 'west=-125&south=24&east=-66&north=50&zoom=4&show=openHouses'],
    ['city box Chicago, show=openHouses (month)', `${boxQuery(screenBox(41.8781, -87.6298, 12))}&show=openHouses&when=month`],
  ] as const) {
    const first = await fetch(`${baseUrl}/api/map/listings?${query}`, { headers: { 'accept-encoding': 'identity' } });
    await first.arrayBuffer();
    lines.push(`GET /api/map/listings ${label}, a container's first: ${serverMs(first).toFixed(0)} ms`);
  }
  lines.push('');
  const rows: TRow[] = [];
  const boxes = [
    { label: 'city box New York, zoom 12', box: screenBox(40.7128, -74.006, 12), city: true },
    { label: 'city box Denver, zoom 12', box: screenBox(39.7392, -104.9903, 12), city: true },
    { label: 'country box (lower 48), zoom 4', box: { west: -125, south: 24, east: -66, north: 50, zoom: 4 }, city: false },
  ];
  for (const box of boxes) {
    for (const show of ['openHouses', 'listings'] as const) {
      const result = await measure(
        baseUrl,
        `/api/map/listings?${boxQuery(box.box)}&show=${show}${show === 'openHouses' ? '&when=month' : ''}`,
        input.runs,
        describeViewport,
      );
      const gzipOk = result.gzipBytes <= TARGETS.gzipKb * 1024;
      const target = box.city
        ? `${verdict([result.median <= TARGETS.cityMedian, result.p95 <= TARGETS.cityP95, gzipOk])} (≤ ${TARGETS.cityMedian} / ${TARGETS.cityP95} ms, ≤ ${TARGETS.gzipKb} KB)`
        : `${verdict([result.median <= TARGETS.countryMedian, gzipOk])} (median ≤ ${TARGETS.countryMedian} ms, ≤ ${TARGETS.gzipKb} KB)`;
      rows.push({ label: `GET /api/map/listings ${box.label}, show=${show}`, ...result, target });
      if (box.city && show === 'listings')
        lines.push(
          `GET /api/map/listings ${box.label}, show=listings, a container's first (reads the cover's cells, kept 30 s): ${result.firstMs.toFixed(1)} ms`,
        );
    }
  }
  const pan = await measurePan(baseUrl, { lat: 34.0522, lng: -118.2437 }, 12, input.runs);
  rows.push({
    label: `GET /api/map/listings Los Angeles, zoom 12, show=listings, panning around the city`,
    ...pan,
    target: `${verdict([pan.median <= TARGETS.cityMedian, pan.p95 <= TARGETS.cityP95, pan.gzipBytes <= TARGETS.gzipKb * 1024])} (≤ ${TARGETS.cityMedian} / ${TARGETS.cityP95} ms, ≤ ${TARGETS.gzipKb} KB)`,
  });
  for (const [label, query] of [
    ['newest (the /listings default)', 'sort=newest'],
    ['$500k-750k, price low to high', 'priceRange=500k-750k&sort=price-asc'],
    ['4+ bedrooms', 'minBedrooms=4&sort=newest'],
    ['condos', 'propertyType=condo&sort=newest'],
  ] as const) {
    rows.push({
      label: `GET /api/properties first page, ${label}`,
      ...(await measure(baseUrl, `/api/properties?${query}&limit=${LISTING_PAGE_SIZE}`, input.runs, describeBrowse)),
    });
  }
  // The first request builds the answer; the next ones within 15 s reuse the cached one.
  const cold = await fetch(`${baseUrl}/api/map/all-open-houses`, { headers: { 'accept-encoding': 'identity' } });
  await cold.arrayBuffer();
  const coldMs = serverMs(cold);
  rows.push({
    label: 'GET /api/map/all-open-houses first page (cached answer)',
    ...(await measure(baseUrl, '/api/map/all-open-houses', input.runs, describeAllOpenHouses)),
  });
  lines.push(...formatTable(rows), '');
  const brotli = await fetch(`${baseUrl}/api/map/all-open-houses`, { headers: { 'accept-encoding': 'br' } });
  const brBytes = Number(brotli.headers.get('content-length') ?? 0);
  await brotli.arrayBuffer();
  lines.push(`GET /api/map/all-open-houses: cold (builds and compresses the answer) ${coldMs.toFixed(1)} ms; brotli body ${kb(brBytes)} KB`);
  for (const box of boxes) lines.push(...(await diagnoseCover(db, box.label, box.box)));
  lines.push(
    formatLoad(
      'GET /api/map/all-open-houses (brotli), 50 connections, 10 s',
      await measureLoad({ url: `${baseUrl}/api/map/all-open-houses`, connections: 50, seconds: 10, headers: { 'accept-encoding': 'br' } }),
    ),
  );
  // Cold again once the cached answer has expired (15 s).
  await new Promise((resolve) => setTimeout(resolve, 15_500));
  const laterCold = await fetch(`${baseUrl}/api/map/all-open-houses`, { headers: { 'accept-encoding': 'br' } });
  await laterCold.arrayBuffer();
  lines.push(`GET /api/map/all-open-houses: cold handler time after the cache expired ${serverMs(laterCold).toFixed(0)} ms`);
  return lines;
}
