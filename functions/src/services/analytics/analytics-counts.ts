import { ANALYTICS_COUNTERS } from '@shared/constants/analytics';
import { LEAD_STATUS_VALUES } from '@shared/constants/lead-capture';
import type { TAnalyticsCounts as TCounts, TLeadStatusCounts } from '@shared/schemas/analytics.schema';
import type { TAnalyticsCounts } from '../../data/analytics-rollups';

export const noCounts = (): TAnalyticsCounts => Object.fromEntries(ANALYTICS_COUNTERS.map((counter) => [counter, 0])) as TAnalyticsCounts;

/** Adds `more` into `into` (in place) and returns it. */
export function addCounts(into: TAnalyticsCounts, more: TAnalyticsCounts): TAnalyticsCounts {
  for (const counter of ANALYTICS_COUNTERS) into[counter] += more[counter];
  return into;
}

/** Takes `less` off `from` (in place) and returns it. */
export function subtractCounts(from: TAnalyticsCounts, less: TAnalyticsCounts): TAnalyticsCounts {
  for (const counter of ANALYTICS_COUNTERS) from[counter] -= less[counter];
  return from;
}

export const sumCounts = (all: readonly TAnalyticsCounts[]) => all.reduce(addCounts, noCounts());

/** What the API shows of the counters; a lead is an inquiry or a sign-in. */
export const toShownCounts = (counts: TAnalyticsCounts): TCounts => ({
  views: counts.views,
  saves: counts.saves,
  inquiries: counts.inquiries,
  signIns: counts.signIns,
  leads: counts.inquiries + counts.signIns,
  openHouses: counts.openHouses,
  contactableSignIns: counts.contactableSignIns,
});

export const leadsByStatus = (counts: TAnalyticsCounts): TLeadStatusCounts =>
  Object.fromEntries(LEAD_STATUS_VALUES.map((status) => [status, counts[`status:${status}`]])) as TLeadStatusCounts;
