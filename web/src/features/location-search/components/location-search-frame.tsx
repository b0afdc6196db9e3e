import clsx from 'clsx';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TLocationSearchProps } from './location-search';

/** The search box's input look, the same in the stand-in and the real box so the swap does not show. */
export const LOCATION_INPUT_CLASS =
  'block h-11 w-full rounded-md border border-slate-300 bg-white pr-9 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-700 sm:text-sm';

/** What the box says in it until something is typed (both boxes' default). */
export const LOCATION_PLACEHOLDER = 'City, ZIP code, county or address';

type TLocationSearchFrameProps = { inputId: string; box: TLocationSearchProps; field: ReactNode; children?: ReactNode };

/** The label and the search icon around the box's input (`field`), and what pops up under it (`children`); small, as the stand-in loads it. */
export function LocationSearchFrame({ inputId, box, field, children }: TLocationSearchFrameProps) {
  const { label = 'Search a city, ZIP code, county or address', labelHidden = false, className } = box;
  return (
    <div className={clsx('relative w-full', className)}>
      <label htmlFor={inputId} className={labelHidden ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        {field}
      </div>
      {children}
    </div>
  );
}
