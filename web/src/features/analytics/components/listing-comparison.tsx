import { Link } from 'react-router-dom';
import type { TAdvancedAnalyticsResponse } from '@shared/schemas/advanced-analytics.schema';
import type { TAnalyticsCounts } from '@shared/schemas/analytics.schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import { changeLabel, leadsPer100ViewsLabel } from './analytics-format';
import { DataTable, type TColumn } from './data-table';

type TRow = TAdvancedAnalyticsResponse['listings'][number];

/** A count with how it moved, e.g. '12' over '+3 (+33%)'. */
const compared = (header: string, key: keyof TAnalyticsCounts): TColumn<TRow> => ({
  header,
  isNumeric: true,
  cell: (row) => (
    <>
      {formatNumber(row.current[key])}
      <span className="block text-xs text-slate-600">{changeLabel(row.current[key], row.previous[key])}</span>
    </>
  ),
});

const titleColumn: TColumn<TRow> = {
  header: 'Listing',
  cell: (row) => (
    <Link to={`/property/${row.listingId}`} className="text-brand-800 underline-offset-2 hover:underline">
      {row.title || 'Untitled listing'}
    </Link>
  ),
};

const columnsFor = (isTeam: boolean): readonly TColumn<TRow>[] => [
  titleColumn,
  ...(isTeam ? [{ header: 'Agent', cell: (row: TRow) => row.agentName ?? '' }] : []),
  compared('Views', 'views'),
  compared('Saves', 'saves'),
  compared('Inquiries', 'inquiries'),
  compared('Sign-ins', 'signIns'),
  compared('Leads', 'leads'),
  compared('Open houses', 'openHouses'),
  { header: 'Leads per 100 views', cell: (row) => leadsPer100ViewsLabel(row.current.leads, row.current.views), isNumeric: true },
];

/** Every listing side by side, each count with its change from the previous period. */
export function ListingComparison({ listings, isTeam }: { listings: readonly TRow[]; isTeam: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Listings compared</CardTitle>
        <CardDescription>
          {isTeam ? 'Your team’s listings' : 'Your listings'} with activity in either period, most viewed first; under each count, its change from the previous
          period.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {listings.length === 0 ? (
          <p className="text-sm text-slate-600">No listing had activity in either period.</p>
        ) : (
          <DataTable caption="Listings compared with the previous period" columns={columnsFor(isTeam)} rows={listings} rowKey={(row) => row.listingId} />
        )}
      </CardContent>
    </Card>
  );
}
