import { NativeSelect } from '../ui/input';
import { priceOptions } from '../../lib/price-filter';

type TPriceRange = { minPrice?: number; maxPrice?: number };

type TPriceRangeFieldsProps = TPriceRange & { idPrefix: string; onChange: (changes: TPriceRange) => void };

/** Min price and Max price, the one price filter of /listings and /map (the URL's minPrice and maxPrice). */
export function PriceRangeFields({ idPrefix, minPrice, maxPrice, onChange }: TPriceRangeFieldsProps) {
  const menu = (which: 'minPrice' | 'maxPrice', label: string, noneLabel: string, value: number | undefined) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${idPrefix}-${which}`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <NativeSelect
        id={`${idPrefix}-${which}`}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange({ [which]: event.target.value === '' ? undefined : Number(event.target.value) })}
      >
        {priceOptions(noneLabel, value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Price</legend>
      <div className="flex gap-2">
        {menu('minPrice', 'Min price', 'No min', minPrice)}
        {menu('maxPrice', 'Max price', 'No max', maxPrice)}
      </div>
    </fieldset>
  );
}
