import { Suspense } from 'react';
import type { TLocationSearchProps } from '../features/location-search/components/location-search';
import { lazyNamed } from '../lib/lazy-named';

const LocationSearch = lazyNamed(() => import('../features/location-search/components/location-search'), 'LocationSearch');

/**
 * The location search box, downloaded with the screen that shows it rather than in the first chunk (its
 * suggestions' schema brings zod). While it loads, a box of the same size holds its place.
 */
export function LazyLocationSearch(props: TLocationSearchProps) {
  const fallback = (
    <div className={props.className} aria-hidden="true">
      {props.label && !props.labelHidden && <span className="mb-1 block text-sm font-medium text-slate-800">{props.label}</span>}
      <div className="h-11 w-full rounded-md border border-slate-300 bg-white shadow-sm" />
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <LocationSearch {...props} />
    </Suspense>
  );
}
