import { useSearchParams } from 'react-router-dom';
import { filtersFromSearchParams, hasActiveFilters, writeFilters, type TListingFilters } from '../../../lib/listing-search-params';
import type { TCardLayout } from '../../../components/property/property-card';

/**
 * The browse state, kept in the URL. Choosing a filter adds a history entry (Back undoes it); the debounced
 * text search replaces the entry instead, so Back does not step through every keystroke.
 */
export function useBrowseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const layout: TCardLayout = searchParams.get('view') === 'list' ? 'list' : 'grid';

  const update = (changes: Partial<TListingFilters>, options: { replace?: boolean } = {}) =>
    setSearchParams((current) => writeFilters(current, changes), { replace: options.replace, preventScrollReset: true });

  return {
    filters,
    layout,
    isFiltered: hasActiveFilters(filters),
    setSearchText: (q: string) => update({ q }, { replace: true }),
    setFilter: update,
    setLayout: (next: TCardLayout) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'list') params.set('view', 'list');
          else params.delete('view');
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    clearFilters: () =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams();
          const view = current.get('view');
          if (view) params.set('view', view);
          return params;
        },
        { preventScrollReset: true },
      ),
  };
}
