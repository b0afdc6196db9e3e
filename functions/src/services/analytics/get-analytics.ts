import { ANALYTICS_DEFAULT_DAYS } from '@shared/constants/analytics';
import { LEAD_STATUS_VALUES } from '@shared/constants/lead-capture';
import { capabilityRequiredMessage } from '@shared/constants/plan-capabilities';
import type { TAnalyticsFilters, TAnalyticsResponse, TLeadStatusCounts } from '@shared/schemas/analytics.schema';
import { getAgentSummaries } from '../../data/agent-summary-repository';
import { getLeadStatusCounts } from '../../data/analytics-repository';
import { getProperty } from '../../data/property-repository';
import { AppError, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { PROPERTY_NOT_FOUND } from '../properties/owner-check';
import { callerHasCapability } from '../subscriptions/plan-capabilities';
import { addCounts, leadsByStatus, noCounts, sumCounts, toShownCounts } from './analytics-counts';
import { bucketStart, bucketStarts, isBasicRange, resolveRange, todayIn } from './analytics-range';
import { analyticsScopeOf } from './analytics-scope';
import { readAgentRollups, type TAgentRollups } from './agent-rollups';

/**
 * An agent's analytics, or a broker's for their approved team, from the rollups the events moved.
 * 1. resolve the range (default: the last 30 days up to today in the caller's zone); another range needs advanced
 *    analytics (403 naming the plans); and whose numbers: the agent, or the broker and their approved agents
 * 2. a listing filter must name a listing of one of them (404 otherwise)
 * 3. read each person's rollups in parallel (one to three queries each) and their current lead statuses
 * 4. sum into buckets (days or weeks, each day where its listing is), per listing and per agent; derive the open-house conversion; name the zones
 */
export async function getAnalytics(deps: TDeps, auth: TUserActor, filters: TAnalyticsFilters): Promise<TAnalyticsResponse> {
  const { from, to } = resolveRange(filters, deps.clock.now());
  const today = todayIn(deps.clock.now(), filters.timeZone);
  const advancedAnalytics = await callerHasCapability(deps, auth, 'advanced-analytics');
  if (!advancedAnalytics && !isBasicRange({ from, to }, today))
    throw new AppError(
      'PLAN_UPGRADE_REQUIRED',
      `Only the last ${ANALYTICS_DEFAULT_DAYS} days are in basic analytics. ${capabilityRequiredMessage('advanced-analytics')}`,
    );
  const { isTeam, memberIds } = await analyticsScopeOf(deps, auth);
  const listingOwner = filters.listingId ? await ownerOfListing(deps, filters.listingId, memberIds) : null;
  const agentIds = listingOwner ? [listingOwner] : memberIds;
  const [perAgent, statuses, names] = await Promise.all([
    Promise.all(agentIds.map((agentId) => readAgentRollups(deps, { agentId, from, to, today, listingId: filters.listingId ?? null }))),
    listingOwner ? null : Promise.all(agentIds.map((agentId) => getLeadStatusCounts(deps.db, agentId))),
    isTeam ? getAgentSummaries(deps.db, agentIds) : null,
  ]);
  const totals = sumCounts(perAgent.flatMap((agent) => agent.days.map((day) => day.counts)));
  return {
    from,
    to,
    bucket: filters.bucket,
    scope: isTeam ? 'team' : 'agent',
    listingId: filters.listingId ?? null,
    timeZones: [...new Set(perAgent.flatMap((agent) => agent.days.flatMap((day) => day.timeZones)))].sort(),
    totals: toShownCounts(totals),
    series: toSeries(perAgent, { from, to, bucket: filters.bucket }),
    leadStatusNow: statuses ? sumStatuses(statuses) : null,
    conversion: {
      openHouses: totals.openHouses,
      signIns: totals.signIns,
      contactableSignIns: totals.contactableSignIns,
      signInsPerOpenHouse: totals.openHouses > 0 ? totals.signIns / totals.openHouses : null,
      leadsPerSignIn: totals.signIns > 0 ? totals.contactableSignIns / totals.signIns : null,
    },
    listings: perAgent
      .flatMap((agent) =>
        agent.listings.map((listing) => ({ listingId: listing.listingId, title: listing.title, agentId: agent.agentId, ...toShownCounts(listing.counts) })),
      )
      .sort((a, b) => b.views - a.views || b.leads - a.leads || a.title.localeCompare(b.title)),
    agents: names
      ? perAgent.map((agent) => ({
          agentId: agent.agentId,
          name: names.get(agent.agentId)?.name ?? 'Agent',
          ...toShownCounts(sumCounts(agent.days.map((day) => day.counts))),
        }))
      : [],
    advancedAnalytics,
  };
}

/** The agent among `memberIds` whose listing this is; anyone else's (or a missing one) is not found. */
async function ownerOfListing(deps: TDeps, listingId: string, memberIds: readonly string[]): Promise<string> {
  const listing = await getProperty(deps.db, listingId);
  if (!listing || !memberIds.includes(listing.userId)) throw notFound(PROPERTY_NOT_FOUND);
  return listing.userId;
}

function toSeries(perAgent: readonly TAgentRollups[], range: { from: string; to: string; bucket: TAnalyticsFilters['bucket'] }): TAnalyticsResponse['series'] {
  const buckets = new Map(bucketStarts(range.from, range.to, range.bucket).map((start) => [start, noCounts()]));
  for (const agent of perAgent) for (const { day, counts } of agent.days) addCounts(buckets.get(bucketStart(day, range.bucket))!, counts);
  return [...buckets].map(([start, counts]) => ({ start, ...toShownCounts(counts), leadsByStatus: leadsByStatus(counts) }));
}

/** Leads counted before the rollups existed can make a status dip below zero: show zero instead. */
function sumStatuses(all: readonly TLeadStatusCounts[]): TLeadStatusCounts {
  return Object.fromEntries(
    LEAD_STATUS_VALUES.map((status) => [
      status,
      Math.max(
        0,
        all.reduce((sum, counts) => sum + counts[status], 0),
      ),
    ]),
  ) as TLeadStatusCounts;
}
