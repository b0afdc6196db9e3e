import { Link } from 'react-router-dom';
import type { TAnalyticsResponse } from '@shared/schemas/analytics.schema';
import { TitledCard } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import { leadsPer100ViewsLabel, percentLabel, ratioLabel } from './analytics-format';
import { DataTable, type TColumn } from './data-table';

type TListingRow = TAnalyticsResponse['listings'][number];
type TAgentRow = TAnalyticsResponse['agents'][number];

const count = <TRow,>(header: string, value: (row: TRow) => number): TColumn<TRow> => ({ header, cell: (row) => formatNumber(value(row)), isNumeric: true });

const LISTING_COLUMNS: readonly TColumn<TListingRow>[] = [
  {
    header: 'Listing',
    cell: (row) => (
      <Link to={`/property/${row.listingId}`} className="text-brand-800 underline-offset-2 hover:underline">
        {row.title || 'Untitled listing'}
      </Link>
    ),
  },
  count('Views', (row) => row.views),
  count('Saves', (row) => row.saves),
  count('Inquiries', (row) => row.inquiries),
  count('Sign-ins', (row) => row.signIns),
  count('Leads', (row) => row.leads),
  { header: 'Leads per 100 views', cell: (row) => leadsPer100ViewsLabel(row.leads, row.views), isNumeric: true },
  { header: 'Sign-ins per open house', cell: (row) => ratioLabel(row.openHouses > 0 ? row.signIns / row.openHouses : null), isNumeric: true },
  { header: 'Leads per sign-in', cell: (row) => percentLabel(row.contactableSignIns, row.signIns), isNumeric: true },
];

const AGENT_COLUMNS: readonly TColumn<TAgentRow>[] = [
  { header: 'Agent', cell: (row) => row.name },
  count('Views', (row) => row.views),
  count('Saves', (row) => row.saves),
  count('Inquiries', (row) => row.inquiries),
  count('Sign-ins', (row) => row.signIns),
  count('Leads', (row) => row.leads),
];

export function ListingsBreakdown({ listings }: { listings: readonly TListingRow[] }) {
  return (
    <TitledCard
      title="By listing"
      description="Listings with any activity in the range, most viewed first. Open-house sign-ins are leads too, so a listing can pass 100 leads per 100 views: it shows as 100+."
    >
      {listings.length === 0 ? (
        <p className="text-sm text-slate-600">No listing had activity in this range.</p>
      ) : (
        <DataTable caption="Activity by listing" columns={LISTING_COLUMNS} rows={listings} rowKey={(row) => row.listingId} />
      )}
    </TitledCard>
  );
}

export function TeamBreakdown({ agents }: { agents: readonly TAgentRow[] }) {
  return (
    <TitledCard title="By agent" description="You and the agents you approved into your brokerage.">
      <DataTable caption="Activity by agent" columns={AGENT_COLUMNS} rows={agents} rowKey={(row) => row.agentId} />
    </TitledCard>
  );
}
