import { LEAD_SOURCES, LEAD_STATUSES, type TLeadSource, type TLeadStatus } from '@shared/constants/lead-capture';
import type { TListLeadsQuery } from '@shared/schemas/lead-pipeline.schema';
import { FilterFold } from '../../../components/ui/filter-fold';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

export type TLeadFilters = {
  q: string;
  status: TLeadStatus | '';
  source: TLeadSource | '';
  listingId: string;
  from: string;
  to: string;
  sort: 'recent' | 'score';
};

export const NO_FILTERS: TLeadFilters = { q: '', status: '', source: '', listingId: '', from: '', to: '', sort: 'recent' };

const ALL = { value: '', label: 'All' } as const;
const SORTS = [
  { value: 'recent', label: 'Newest first' },
  { value: 'score', label: 'Highest score' },
] as const;

/** The filters as the API reads them (empty ones left out). */
export const toLeadsQuery = (filters: TLeadFilters): TListLeadsQuery => ({
  q: filters.q.trim() || undefined,
  status: filters.status || undefined,
  source: filters.source || undefined,
  listingId: filters.listingId || undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
  sort: filters.sort,
});

type TProps = { filters: TLeadFilters; listings: { id: string; title: string }[]; onChange: (filters: TLeadFilters) => void };

/** How many filters differ from none (the sort is not a filter). */
const activeFilterCount = (filters: TLeadFilters) =>
  (['q', 'status', 'source', 'listingId', 'from', 'to'] as const).filter((key) => filters[key] !== NO_FILTERS[key]).length;

/** Seven fields fill a phone's first screen: there they fold behind a Filters button, open from sm up. */
export function LeadFilters({ filters, listings, onChange }: TProps) {
  const set = <K extends keyof TLeadFilters>(key: K, value: TLeadFilters[K]) => onChange({ ...filters, [key]: value });
  return (
    <FilterFold
      id="lead-filters"
      activeCount={activeFilterCount(filters)}
      panelClassName="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0"
    >
      <TextField id="leads-search" label="Search name or e-mail" type="search" value={filters.q} onValueChange={(v) => set('q', v)} maxLength={100} />
      <SelectField id="leads-status" label="Status" value={filters.status} options={[ALL, ...LEAD_STATUSES]} onValueChange={(v) => set('status', v)} />
      <SelectField id="leads-source" label="Source" value={filters.source} options={[ALL, ...LEAD_SOURCES]} onValueChange={(v) => set('source', v)} />
      <SelectField
        id="leads-listing"
        label="Listing"
        value={filters.listingId}
        options={[ALL, ...listings.map((l) => ({ value: l.id, label: l.title }))]}
        onValueChange={(v) => set('listingId', v)}
      />
      <TextField id="leads-from" label="Received from" type="date" value={filters.from} onValueChange={(v) => set('from', v)} />
      <TextField id="leads-to" label="Received until" type="date" value={filters.to} onValueChange={(v) => set('to', v)} />
      <SelectField id="leads-sort" label="Sort" value={filters.sort} options={SORTS} onValueChange={(v) => set('sort', v)} />
    </FilterFold>
  );
}
