import clsx from 'clsx';
import { useId } from 'react';
import { MAP_PRICE_MAX, MAP_PRICE_MIN, MAP_PRICE_STEP, MAP_TIME_FILTERS } from '@shared/constants/open-house';
import { formatPrice } from '../../../lib/format';
import { minBedroomOptions } from '../../../lib/listing-search-params';
import { hasPriceLimit, type TMapFilters } from '../lib/map-listings';
import { PriceRangeFields } from '../../search/price-range-fields';
import { SelectField } from '../../ui/select-field';

/** 'Up to $650,000', or 'Any price' at the slider's top (the top value sets no limit). */
export const maxPriceText = (maxPrice: number): string => (hasPriceLimit(maxPrice) ? `Up to ${formatPrice(maxPrice)}` : 'Any price');

/** /map's price range and bedrooms, the same menus and URL parameters as /listings'. */
export type TSearchFilters = { minPrice?: number; maxPrice?: number; minBedrooms?: number };

type TMapFiltersProps = {
  filters: TMapFilters;
  onChange: (filters: TMapFilters) => void;
  /** Given: Min/Max price and Bedrooms in place of the max-price slider. */
  searchFilters?: TSearchFilters;
  onSearchFiltersChange?: (changes: TSearchFilters) => void;
};

const BEDROOM_OPTIONS = [{ value: 'all', label: 'Any' }, ...minBedroomOptions(5)];

/** When (Today Only / This Week / This Month, as native radios), the max-price slider (a labelled range input) and whether to show listings under contract. */
export function MapFiltersBar({ filters, onChange, searchFilters, onSearchFiltersChange }: TMapFiltersProps) {
  const id = useId();
  const priceId = `${id}-max-price`;
  return (
    <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">When</legend>
        <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
          {MAP_TIME_FILTERS.map((option) => {
            const isChecked = filters.timeFilter === option.value;
            return (
              <label
                key={option.value}
                className={clsx(
                  'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
                  isChecked ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-when`}
                  value={option.value}
                  checked={isChecked}
                  onChange={() => onChange({ ...filters, timeFilter: option.value })}
                  className="sr-only"
                />
                {option.label}
              </label>
            );
          })}
        </div>
      </fieldset>
      {searchFilters && onSearchFiltersChange ? (
        <>
          <div className="w-full sm:w-72">
            <PriceRangeFields idPrefix={`${id}-price`} minPrice={searchFilters.minPrice} maxPrice={searchFilters.maxPrice} onChange={onSearchFiltersChange} />
          </div>
          <div className="w-32">
            <SelectField
              id={`${id}-bedrooms`}
              label="Bedrooms"
              value={searchFilters.minBedrooms ? String(searchFilters.minBedrooms) : 'all'}
              options={BEDROOM_OPTIONS}
              onValueChange={(value) => onSearchFiltersChange({ minBedrooms: value === 'all' ? undefined : Number(value) })}
            />
          </div>
        </>
      ) : (
        <div className="min-w-56 flex-1 sm:max-w-xs">
          <div className="mb-1.5 flex items-baseline justify-between gap-3">
            <label htmlFor={priceId} className="text-sm font-medium text-slate-800">
              Max price
            </label>
            <output htmlFor={priceId} className="text-sm text-slate-700">
              {maxPriceText(filters.maxPrice)}
            </output>
          </div>
          <input
            id={priceId}
            type="range"
            min={MAP_PRICE_MIN}
            max={MAP_PRICE_MAX}
            step={MAP_PRICE_STEP}
            value={filters.maxPrice}
            aria-valuetext={maxPriceText(filters.maxPrice)}
            onChange={(event) => onChange({ ...filters, maxPrice: Number(event.target.value) })}
            className="w-full accent-brand-700"
          />
          <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
            <span>{formatPrice(MAP_PRICE_MIN)}</span>
            <span>{formatPrice(MAP_PRICE_MAX)}+</span>
          </div>
        </div>
      )}
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={Boolean(filters.includeUnderContract)}
          onChange={(event) => onChange({ ...filters, includeUnderContract: event.target.checked })}
          className="size-4 accent-brand-700"
        />
        Include under contract &amp; pending
      </label>
    </div>
  );
}
