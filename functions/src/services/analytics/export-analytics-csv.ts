import type { TAnalyticsCounts } from '@shared/schemas/analytics.schema';
import type { TAdvancedAnalyticsFilters } from '@shared/schemas/analytics.schema';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { toCsv } from '../leads/spreadsheet-csv';
import { getAdvancedAnalytics } from './get-advanced-analytics';

const COLUMNS: readonly { key: keyof TAnalyticsCounts; header: string }[] = [
  { key: 'views', header: 'Views' },
  { key: 'saves', header: 'Saves' },
  { key: 'inquiries', header: 'Inquiries' },
  { key: 'signIns', header: 'Open-house sign-ins' },
  { key: 'leads', header: 'Leads' },
  { key: 'openHouses', header: 'Open houses' },
];

/**
 * The per-listing comparison as a spreadsheet-safe CSV (user text such as titles cannot start a formula):
 * one row per listing, then one for all activity (profile contacts included), each count beside the
 * previous period's. Returns the file name too, which names the range.
 */
export async function exportAnalyticsCsv(deps: TDeps, auth: TUserActor, filters: TAdvancedAnalyticsFilters): Promise<{ fileName: string; csv: string }> {
  const report = await getAdvancedAnalytics(deps, auth, filters);
  const isTeam = report.scope === 'team';
  const previousLabel = `previous period ${report.previous.from} to ${report.previous.to}`;
  const header = ['Listing', ...(isTeam ? ['Agent'] : []), 'Listing ID', ...COLUMNS.flatMap(({ header: name }) => [name, `${name} (${previousLabel})`])];
  const counts = (compared: { current: TAnalyticsCounts; previous: TAnalyticsCounts }) =>
    COLUMNS.flatMap(({ key }) => [compared.current[key], compared.previous[key]]);
  const rows = [
    ...report.listings.map((listing) => [listing.title || 'Untitled listing', ...(isTeam ? [listing.agentName] : []), listing.listingId, ...counts(listing)]),
    [`All activity ${report.from} to ${report.to}`, ...(isTeam ? [null] : []), null, ...counts(report.totals)],
  ];
  return { fileName: `analytics-${report.from}-to-${report.to}.csv`, csv: toCsv(header, rows) };
}
