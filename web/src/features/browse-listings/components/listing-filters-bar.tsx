import type { ReactNode } from 'react';
import { BATHROOM_OPTIONS, LISTING_SORTS, PROPERTY_TYPES, type TListingSort, type TPropertyType } from '@shared/constants/listing';
import { PriceRangeFields } from '../../../components/search/price-range-fields';
import { Button } from '../../../components/ui/button';
import { FilterFold } from '../../../components/ui/filter-fold';
import { SelectField } from '../../../components/ui/select-field';
import { DEFAULT_SORT, minBedroomOptions, type TListingFilters } from '../../../lib/listing-search-params';

const ALL = 'all';
const BEDROOM_OPTIONS = [{ value: ALL, label: 'Any' }, ...minBedroomOptions(5)];
const BATHROOM_FILTER_OPTIONS = [{ value: ALL, label: 'Any' }, ...BATHROOM_OPTIONS.map(({ value, label }) => ({ value: String(value), label }))];
const TYPE_OPTIONS = [{ value: ALL, label: 'All Types' }, ...PROPERTY_TYPES.map(({ value, label }) => ({ value, label }))] as const;
const ON_MARKET = 'on-market';
const STATUS_OPTIONS = [
  { value: ON_MARKET, label: 'Active & Coming Soon' },
  { value: 'with-under-contract', label: 'Also Under Contract & Pending' },
] as const;

type TListingFiltersBarProps = {
  filters: TListingFilters;
  searchBox: ReactNode;
  onFilterChange: (changes: Partial<TListingFilters>) => void;
  onClear: () => void;
};

/** How many of the folded filters are set (the search stays in view; the sort is not a filter). */
const activeFilterCount = (filters: TListingFilters) =>
  [
    filters.minPrice !== undefined || filters.maxPrice !== undefined,
    filters.minBedrooms,
    filters.minBathrooms,
    filters.propertyType,
    filters.includeUnderContract,
  ].filter(Boolean).length;

/**
 * Search, then type, price (min and max), minimum bedrooms and bathrooms, market status, sort, and Clear Filters:
 * on a phone those fold behind a Filters button, so the first screen shows listings.
 */
export function ListingFiltersBar({ filters, searchBox, onFilterChange, onClear }: TListingFiltersBarProps) {
  const canClear = Boolean(
    filters.q ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.minBedrooms ||
    filters.minBathrooms ||
    filters.propertyType ||
    filters.includeUnderContract ||
    filters.sort !== DEFAULT_SORT,
  );
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {searchBox}
      <FilterFold
        id="listing-filters"
        activeCount={activeFilterCount(filters)}
        panelClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <SelectField<TPropertyType | typeof ALL>
          id="type-filter"
          label="Property Type"
          value={filters.propertyType ?? ALL}
          options={TYPE_OPTIONS}
          onValueChange={(value) => onFilterChange({ propertyType: value === ALL ? undefined : value })}
        />
        <PriceRangeFields idPrefix="price-filter" minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onFilterChange} />
        <SelectField
          id="bedrooms-filter"
          label="Bedrooms"
          value={filters.minBedrooms ? String(filters.minBedrooms) : ALL}
          options={BEDROOM_OPTIONS}
          onValueChange={(value) => onFilterChange({ minBedrooms: value === ALL ? undefined : Number(value) })}
        />
        <SelectField
          id="bathrooms-filter"
          label="Bathrooms"
          value={filters.minBathrooms ? String(filters.minBathrooms) : ALL}
          options={BATHROOM_FILTER_OPTIONS}
          onValueChange={(value) => onFilterChange({ minBathrooms: value === ALL ? undefined : Number(value) })}
        />
        <SelectField
          id="status-filter"
          label="Status"
          value={filters.includeUnderContract ? 'with-under-contract' : ON_MARKET}
          options={STATUS_OPTIONS}
          onValueChange={(value) => onFilterChange({ includeUnderContract: value === ON_MARKET ? undefined : true })}
        />
        <SelectField<TListingSort>
          id="sort-filter"
          label="Sort by"
          value={filters.sort}
          options={LISTING_SORTS}
          onValueChange={(sort) => onFilterChange({ sort })}
        />
        <Button variant="outline" onClick={onClear} disabled={!canClear}>
          Clear Filters
        </Button>
      </FilterFold>
    </div>
  );
}
