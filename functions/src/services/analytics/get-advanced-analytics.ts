import { ANALYTICS_FUNNEL, ANALYTICS_LEAD_SOURCES } from '@shared/constants/analytics';
import type { TAdvancedAnalyticsResponse } from '@shared/schemas/advanced-analytics.schema';
import type { TAdvancedAnalyticsFilters } from '@shared/schemas/analytics.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import type { TAnalyticsCounts } from '../../data/analytics-rollups';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { addCounts, noCounts, sumCounts, toShownCounts } from './analytics-counts';
import { previousPeriod, resolveRange, todayIn } from './analytics-range';
import { analyticsScopeOf } from './analytics-scope';
import { readAgentRollups, type TAgentRollups } from './agent-rollups';

type TPeriod = { totals: TAnalyticsCounts; listings: Map<string, { listingId: string; title: string; agentId: string; counts: TAnalyticsCounts }> };

/**
 * Advanced analytics (the route checks the plan): a range of up to two years beside the period of the same
 * length just before it.
 * 1. resolve the range (default: the last 30 days) and the previous period; whose numbers (the agent, or the broker's team)
 * 2. read each person's rollups for both periods in parallel (the same bounded queries as GET /api/analytics)
 * 3. derive the leads by source, the funnel of lead status moves and every listing's counts in both periods
 */
export async function getAdvancedAnalytics(deps: TDeps, auth: TUserActor, filters: TAdvancedAnalyticsFilters): Promise<TAdvancedAnalyticsResponse> {
  const range = resolveRange(filters, deps.clock.now());
  const previous = previousPeriod(range);
  const today = todayIn(deps.clock.now(), filters.timeZone);
  const { isTeam, memberIds } = await analyticsScopeOf(deps, auth);
  const readPeriod = (period: { from: string; to: string }) =>
    Promise.all(memberIds.map((agentId) => readAgentRollups(deps, { agentId, ...period, today, listingId: null })));
  const [current, before, names] = await Promise.all([readPeriod(range), readPeriod(previous), isTeam ? getAgentSummaries(deps.db, memberIds) : null]);
  const now = summarize(current);
  const then = summarize(before);
  const listingIds = [...new Set([...now.listings.keys(), ...then.listings.keys()])];
  return {
    ...range,
    previous,
    scope: isTeam ? 'team' : 'agent',
    totals: { current: toShownCounts(now.totals), previous: toShownCounts(then.totals) },
    sources: ANALYTICS_LEAD_SOURCES.map(({ source, label }) => ({ source, label, current: leadsFrom(now, source), previous: leadsFrom(then, source) })),
    funnel: ANALYTICS_FUNNEL.map(({ stage, label, status }) => ({
      stage,
      label,
      status,
      current: now.totals[`status:${status}`],
      previous: then.totals[`status:${status}`],
    })),
    listings: listingIds
      .map((listingId) => {
        const row = (now.listings.get(listingId) ?? then.listings.get(listingId))!;
        return {
          listingId,
          title: row.title,
          agentId: row.agentId,
          agentName: names ? (names.get(row.agentId)?.name ?? 'Agent') : null,
          current: toShownCounts(now.listings.get(listingId)?.counts ?? noCounts()),
          previous: toShownCounts(then.listings.get(listingId)?.counts ?? noCounts()),
        };
      })
      .sort((a, b) => b.current.views - a.current.views || b.current.leads - a.current.leads || a.title.localeCompare(b.title)),
  };
}

/**
 * One period's totals (from the agents' days) and each listing's counts. Two members can count one listing (the
 * holder of a pooled lead moves its status in their own rollups): its counts are added up, under the agent
 * whose rollups saw more of its views (its own agent).
 */
function summarize(perAgent: readonly TAgentRollups[]): TPeriod {
  const listings: TPeriod['listings'] = new Map();
  for (const agent of perAgent) {
    for (const listing of agent.listings) {
      const seen = listings.get(listing.listingId);
      const agentId = seen && seen.counts.views >= listing.counts.views ? seen.agentId : agent.agentId;
      listings.set(listing.listingId, { ...listing, agentId, counts: seen ? addCounts({ ...seen.counts }, listing.counts) : listing.counts });
    }
  }
  return { totals: sumCounts(perAgent.flatMap((agent) => agent.days.map((day) => day.counts))), listings };
}

/**
 * Leads from one source: sign-ins are their own counter; an inquiry about a listing counts in that listing's
 * rollups, so the agent's inquiries that no listing counts are profile contacts.
 */
function leadsFrom(period: TPeriod, source: (typeof ANALYTICS_LEAD_SOURCES)[number]['source']): number {
  const listingInquiries = [...period.listings.values()].reduce((sum, listing) => sum + listing.counts.inquiries, 0);
  if (source === 'open-house') return period.totals.signIns;
  if (source === 'listing') return listingInquiries;
  return Math.max(0, period.totals.inquiries - listingInquiries);
}
