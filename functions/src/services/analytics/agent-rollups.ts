import type { TAnalyticsCounts, TAnalyticsRollup } from '../../data/analytics-rollups';
import { listAnalyticsDays, listAnalyticsDaysOfListing, listAnalyticsOfListingsByDay, listAnalyticsOfListingsByMonth } from '../../data/analytics-repository';
import type { TDeps } from '../deps';
import { planRangeRead } from './analytics-range';
import { addCounts, noCounts, subtractCounts } from './analytics-counts';

export type TListingTotals = { listingId: string; title: string; counts: TAnalyticsCounts };

/** One agent's rollups over a range: the counts of each day that had any, and each listing's totals. */
export type TAgentRollups = { agentId: string; days: { day: string; counts: TAnalyticsCounts; timeZones: string[] }[]; listings: TListingTotals[] };

/**
 * Reads one agent's rollups for from..to (each day where its listing is: see analyticsDayOf), or only one listing's:
 * - all listings: the agent's day totals, plus each listing's months, and the days to add or take off at
 *   the edges (planRangeRead), all in parallel
 * - one listing: its own days, which give both the series and its row
 */
export async function readAgentRollups(
  deps: TDeps,
  input: { agentId: string; from: string; to: string; today: string; listingId: string | null },
): Promise<TAgentRollups> {
  const { agentId, from, to, listingId } = input;
  if (listingId) {
    const days = await listAnalyticsDaysOfListing(deps.db, agentId, listingId, from, to);
    return { agentId, days: days.map(toDay), listings: totalsByListing(days, []) };
  }
  const plan = planRangeRead(from, to, input.today);
  const byDays = (ranges: typeof plan.addDays) => Promise.all(ranges.map((range) => listAnalyticsOfListingsByDay(deps.db, agentId, range.from, range.to)));
  const [days, months, added, subtracted] = await Promise.all([
    listAnalyticsDays(deps.db, agentId, from, to),
    plan.months ? listAnalyticsOfListingsByMonth(deps.db, agentId, plan.months.first, plan.months.last) : [],
    byDays(plan.addDays),
    byDays(plan.subtractDays),
  ]);
  return { agentId, days: days.map(toDay), listings: totalsByListing([...months, ...added.flat()], subtracted.flat()) };
}

const toDay = (rollup: TAnalyticsRollup) => ({ day: rollup.period, counts: rollup.counts, timeZones: rollup.timeZones });

/** Each listing's sum of the `added` periods less the `subtracted` days (days of a whole month outside the range). */
function totalsByListing(added: readonly TAnalyticsRollup[], subtracted: readonly TAnalyticsRollup[]): TListingTotals[] {
  const byListing = new Map<string, TListingTotals>();
  for (const rollup of added) {
    if (!rollup.listingId) continue;
    const totals = byListing.get(rollup.listingId) ?? { listingId: rollup.listingId, title: rollup.listingTitle ?? '', counts: noCounts() };
    // Any period's title will do; a renamed listing shows the name of a later one.
    if (rollup.listingTitle) totals.title = rollup.listingTitle;
    addCounts(totals.counts, rollup.counts);
    byListing.set(rollup.listingId, totals);
  }
  for (const rollup of subtracted) {
    const totals = rollup.listingId ? byListing.get(rollup.listingId) : undefined;
    if (totals) subtractCounts(totals.counts, rollup.counts);
  }
  // A listing whose only activity was outside the range (all subtracted) is not in it.
  return [...byListing.values()].filter((listing) => Object.values(listing.counts).some((count) => count !== 0));
}
