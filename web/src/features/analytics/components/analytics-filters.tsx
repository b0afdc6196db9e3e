import clsx from 'clsx';
import { ANALYTICS_BUCKETS, type TAnalyticsBucket } from '@shared/constants/analytics';
import type { TAnalyticsQuery } from '@shared/schemas/analytics.schema';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

export type TAnalyticsFilterState = { from: string; to: string; bucket: TAnalyticsBucket; listingId: string };

export const DEFAULT_FILTERS: TAnalyticsFilterState = { from: '', to: '', bucket: 'day', listingId: '' };

/** The filters as the API reads them (empty ones left out: the server's default is the last 30 days). */
export const toAnalyticsQuery = (filters: TAnalyticsFilterState): TAnalyticsQuery => ({
  from: filters.from || undefined,
  to: filters.to || undefined,
  bucket: filters.bucket,
  listingId: filters.listingId || undefined,
});

const BUCKET_LABELS: Record<TAnalyticsBucket, string> = { day: 'Day', week: 'Week' };

type TProps = {
  filters: TAnalyticsFilterState;
  /** The range the server answered for (shown in the date fields while they are empty). */
  shown: { from: string; to: string } | null;
  listings: readonly { listingId: string; title: string }[];
  /** Dates are advanced analytics; without it the range is the last 30 days. */
  canPickDates: boolean;
  onChange: (filters: TAnalyticsFilterState) => void;
};

export function AnalyticsFilters({ filters, shown, listings, canPickDates, onChange }: TProps) {
  const set = <K extends keyof TAnalyticsFilterState>(key: K, value: TAnalyticsFilterState[K]) => onChange({ ...filters, [key]: value });
  return (
    <section aria-label="Filters" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0">
      {canPickDates && (
        <>
          <TextField id="analytics-from" label="From" type="date" value={filters.from || shown?.from || ''} onValueChange={(v) => set('from', v)} />
          <TextField id="analytics-to" label="To" type="date" value={filters.to || shown?.to || ''} onValueChange={(v) => set('to', v)} />
        </>
      )}
      <SelectField
        id="analytics-listing"
        label="Listing"
        value={filters.listingId}
        options={[
          { value: '', label: 'All listings' },
          ...listings.map((listing) => ({ value: listing.listingId, label: listing.title || 'Untitled listing' })),
        ]}
        onValueChange={(v) => set('listingId', v)}
      />
      <div role="group" aria-labelledby="analytics-bucket-label" className="space-y-1.5">
        <span id="analytics-bucket-label" className="block text-sm font-medium text-slate-800">
          Group by
        </span>
        <div className="inline-flex rounded-lg border border-slate-300 p-0.5">
          {ANALYTICS_BUCKETS.map((bucket) => (
            <button
              key={bucket}
              type="button"
              aria-pressed={filters.bucket === bucket}
              onClick={() => set('bucket', bucket)}
              className={clsx(
                'rounded-md px-4 py-1.5 text-sm font-medium',
                filters.bucket === bucket ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {BUCKET_LABELS[bucket]}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
