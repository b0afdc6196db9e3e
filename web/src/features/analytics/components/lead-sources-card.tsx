import type { TAdvancedAnalyticsResponse } from '@shared/schemas/advanced-analytics.schema';
import { TitledCard } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import { changeLabel, percentLabel } from './analytics-format';
import { DataTable, type TColumn } from './data-table';

type TSourceRow = TAdvancedAnalyticsResponse['sources'][number] & { share: string };

const COLUMNS: readonly TColumn<TSourceRow>[] = [
  { header: 'Source', cell: (row) => row.label },
  { header: 'Leads', cell: (row) => formatNumber(row.current), isNumeric: true },
  { header: 'Share', cell: (row) => row.share, isNumeric: true },
  { header: 'Previous', cell: (row) => formatNumber(row.previous), isNumeric: true },
  { header: 'Change', cell: (row) => changeLabel(row.current, row.previous), isNumeric: true },
];

/** Where the range's leads came from, beside the previous period. */
export function LeadSourcesCard({ sources }: { sources: TAdvancedAnalyticsResponse['sources'] }) {
  const total = sources.reduce((sum, row) => sum + row.current, 0);
  return (
    <TitledCard title="Lead sources" description="Open-house sign-ins, inquiries from a listing’s page and contacts from your profile.">
      <DataTable
        caption="Leads by source"
        columns={COLUMNS}
        rows={sources.map((row) => ({ ...row, share: percentLabel(row.current, total) }))}
        rowKey={(row) => row.source}
      />
    </TitledCard>
  );
}
