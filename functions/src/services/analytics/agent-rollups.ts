import type { TAnalyticsCounts, TAnalyticsRollup } from '../../data/analytics-rollups';
import { listAnalyticsDays, listAnalyticsDaysOfListing, listAnalyticsOfListingsByDay, listAnalyticsOfListingsByMonth } from '../../data/analytics-repository';
import type { TDeps } from '../deps';
import { splitIntoMonths } from './analytics-range';
import { addCounts, noCounts } from './analytics-counts';

export type TListingTotals = { listingId: string; title: string; counts: TAnalyticsCounts };

/** One agent's rollups over a range: the counts of each day that had any, and each listing's totals. */
export type TAgentRollups = { agentId: string; days: { day: string; counts: TAnalyticsCounts }[]; listings: TListingTotals[] };

/**
 * Reads one agent's rollups for from..to (UTC days), or only one listing's:
 * - all listings: the agent's day totals, plus each listing's whole months and the edge days (in parallel)
 * - one listing: its own days, which give both the series and its row
 */
export async function readAgentRollups(deps: TDeps, input: { agentId: string; from: string; to: string; listingId: string | null }): Promise<TAgentRollups> {
  const { agentId, from, to, listingId } = input;
  if (listingId) {
    const days = await listAnalyticsDaysOfListing(deps.db, agentId, listingId, from, to);
    return { agentId, days: days.map(toDay), listings: totalsByListing(days) };
  }
  const { months, days: edges } = splitIntoMonths(from, to);
  const [days, ...listingParts] = await Promise.all([
    listAnalyticsDays(deps.db, agentId, from, to),
    ...(months ? [listAnalyticsOfListingsByMonth(deps.db, agentId, months.first, months.last)] : []),
    ...edges.map((edge) => listAnalyticsOfListingsByDay(deps.db, agentId, edge.from, edge.to)),
  ]);
  return { agentId, days: days.map(toDay), listings: totalsByListing(listingParts.flat()) };
}

const toDay = (rollup: TAnalyticsRollup) => ({ day: rollup.period, counts: rollup.counts });

function totalsByListing(rollups: readonly TAnalyticsRollup[]): TListingTotals[] {
  const byListing = new Map<string, TListingTotals>();
  for (const rollup of rollups) {
    if (!rollup.listingId) continue;
    const totals = byListing.get(rollup.listingId) ?? { listingId: rollup.listingId, title: rollup.listingTitle ?? '', counts: noCounts() };
    // Any period's title will do; a renamed listing shows the name of a later one.
    if (rollup.listingTitle) totals.title = rollup.listingTitle;
    addCounts(totals.counts, rollup.counts);
    byListing.set(rollup.listingId, totals);
  }
  return [...byListing.values()];
}
