import { ANALYTICS_METRICS } from '@shared/constants/analytics';
import { batchPutItems } from '../../functions/src/data/batch-items';
import type { TDb } from '../../functions/src/data/db';
import * as ENTITY from '../../functions/src/data/entity-names';
import * as keys from '../../functions/src/data/keys';
import { signUpBenchAgent } from './bench-agent';
import { serverMs } from './server-timing';
import { median } from './stats';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Every rollup item a year of daily activity on `listingCount` listings leaves (each listing active every
 * day: the worst case), shaped as the events' ADD updates leave them. Returns the views written.
 */
async function loadYearOfRollups(db: TDb, agentId: string, listingCount: number, today: number): Promise<number> {
  const items: Record<string, unknown>[] = [];
  const months = new Map<string, Record<string, unknown>>();
  let totalViews = 0;
  for (let d = 364; d >= 0; d--) {
    const day = dayOf(today - d * DAY_MS);
    const dayTotals: Record<string, number> = {};
    for (let l = 0; l < listingCount; l++) {
      const listingId = `BENCHLISTING${String(l).padStart(14, '0')}`;
      const counts: Record<string, number> = {
        views: 5 + ((d + l) % 20),
        saves: (d + l) % 3,
        inquiries: (d * l) % 5 === 0 ? 1 : 0,
        signIns: d % 7 === 6 ? 4 : 0,
        'status:new': (d * l) % 5 === 0 ? 1 : 0,
      };
      totalViews += counts.views!;
      for (const [counter, value] of Object.entries(counts)) dayTotals[counter] = (dayTotals[counter] ?? 0) + value;
      const about = { entity: ENTITY.analyticsRollup, listingId, listingTitle: `Bench listing ${l} on a street with a long name`, ...counts };
      items.push(
        { ...keys.analyticsDayOfListings(agentId, day, listingId), day, ...about },
        { ...keys.analyticsListingDay(agentId, listingId, day), day, ...about },
      );
      const monthKey = `${day.slice(0, 7)}#${listingId}`;
      const month = months.get(monthKey) ?? {
        ...keys.analyticsMonthOfListings(agentId, day.slice(0, 7), listingId),
        entity: ENTITY.analyticsRollup,
        month: day.slice(0, 7),
        listingId,
        listingTitle: about.listingTitle,
      };
      for (const [counter, value] of Object.entries(counts)) month[counter] = ((month[counter] as number | undefined) ?? 0) + value;
      months.set(monthKey, month);
    }
    items.push({ ...keys.analyticsDay(agentId, day), entity: ENTITY.analyticsRollup, day, ...dayTotals });
  }
  items.push(...months.values());
  const writers = 4;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = w * 25; i < items.length; i += writers * 25) {
        await batchPutItems(db, items.slice(i, i + 25));
      }
    }),
  );
  return totalViews;
}

/** GET /api/analytics over a year of rollups for 50 listings: the handler's own time (Server-Timing), median of 15 calls. */
export async function benchAnalytics(baseUrl: string, db: TDb, listingCount: number): Promise<string[]> {
  const { cookie, agentId } = await signUpBenchAgent(baseUrl, 'analytics');
  const today = Date.now();
  const started = performance.now();
  const totalViews = await loadYearOfRollups(db, agentId, listingCount, today);
  const lines = [
    `loaded a year of rollups for ${listingCount} listings (every listing active every day) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ];
  const yearAgo = dayOf(today - 364 * DAY_MS);
  const queries = [
    ['default: last 30 days by day', ''],
    ['a year by day', `from=${yearAgo}&to=${dayOf(today)}`],
    ['a year by week', `from=${yearAgo}&to=${dayOf(today)}&bucket=week`],
    ['a year, mid-month to mid-month', `from=${dayOf(today - 350 * DAY_MS)}&to=${dayOf(today - 16 * DAY_MS)}`],
  ] as const;
  for (const [label, query] of queries) {
    const times: number[] = [];
    let body = { totals: { views: 0 }, series: [] as unknown[], listings: [] as unknown[] };
    let bytes = 0;
    for (let i = 0; i < 15; i++) {
      const response = await fetch(`${baseUrl}/api/analytics?${query}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`GET /api/analytics?${query}: ${response.status} ${await response.text()}`);
      const text = await response.text();
      bytes = text.length;
      body = JSON.parse(text) as typeof body;
      times.push(serverMs(response));
    }
    if (label === 'a year by day' && body.totals.views !== totalViews) throw new Error(`the year's views read ${body.totals.views}, written ${totalViews}`);
    lines.push(
      `GET /api/analytics (${label}): ${body.series.length} points, ${body.listings.length} listings, ${ANALYTICS_METRICS.length} metrics, ${(bytes / 1024).toFixed(0)} KB; handler median of 15 ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    );
  }
  return lines;
}
