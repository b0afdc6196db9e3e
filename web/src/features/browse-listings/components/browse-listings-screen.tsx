import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TPlaceSuggestion } from '@shared/schemas/place.schema';
import { LISTING_PAGE_SIZE, LOAD_MORE_THRESHOLD, SKELETON_CARD_COUNT } from '@shared/constants/listing';
import { PropertyGrid, PropertyGridSkeleton } from '../../../components/property/property-grid';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SaveSearchButton } from '../../../components/saved-search/save-search-button';
import { PageTitle } from '../../../components/ui/page-title';
import { searchFromListings } from '../../../lib/saved-search';
import { useListingsPages } from '../api/get-listings-page';
import { useBrowseFilters } from '../lib/use-browse-filters';
import { LayoutToggle } from './layout-toggle';
import { ListingFiltersBar } from './listing-filters-bar';
import { NoPropertiesFound } from './no-properties-found';
import { PlaceFilterChip } from './place-filter-chip';
import { ResultsSummary } from './results-summary';
import { SearchBox } from './search-box';
import { FairHousingNotice } from '../../../components/fair-housing/fair-housing-notice';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

type TBrowseListingsScreenProps = {
  /**
   * The location search (another feature, so the app passes it in): choosing a place filters the list to
   * its box, choosing a listing opens it.
   */
  renderLocationSearch?: (onSelect: (place: TPlaceSuggestion) => void) => ReactNode;
};

/** /listings: every active listing, filtered, sorted and paged by the server. */
export function BrowseListingsScreen({ renderLocationSearch }: TBrowseListingsScreenProps = {}) {
  const browse = useBrowseFilters();
  const navigate = useNavigate();
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  const listings = useListingsPages(browse.filters);

  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const total = listings.data?.pages[0]?.total ?? null;
  const matchCount = total ?? items.length;
  // A text search reads a bounded stretch of the index per request, so a page can come back short (even
  // empty) with more to read: keep asking until a page fills or the index ends, and say so meanwhile.
  const lastPage = listings.data?.pages.at(-1);
  const isSearchingMore =
    listings.hasNextPage && !listings.isFetchNextPageError && (lastPage?.items.length ?? 0) < LISTING_PAGE_SIZE && (total === null || items.length < total);
  const { fetchNextPage, isFetchingNextPage } = listings;
  const pageCount = listings.data?.pages.length ?? 0;
  useEffect(() => {
    if (isSearchingMore && !isFetchingNextPage) void fetchNextPage();
  }, [isSearchingMore, isFetchingNextPage, fetchNextPage, pageCount]);
  const canLoadMore = listings.hasNextPage && !isSearchingMore && matchCount >= LOAD_MORE_THRESHOLD;

  const clearFilters = () => {
    browse.clearFilters();
    setSearchBoxKey((key) => key + 1);
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title="Browse Properties" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Browse Properties</h1>
          <p className="mt-1 text-slate-600">Homes for sale, with their next open house.</p>
        </div>
        <SaveSearchButton search={searchFromListings(browse.filters)} />
      </div>

      {renderLocationSearch && (
        <div className="max-w-xl space-y-3">
          {renderLocationSearch((place) => {
            if (place.kind === 'address' && place.propertyId) void navigate(`/property/${encodeURIComponent(place.propertyId)}`);
            else browse.setFilter({ bbox: place.bbox, place: place.label });
          })}
        </div>
      )}
      {browse.filters.bbox && (
        <PlaceFilterChip place={browse.filters.place ?? 'Chosen area'} onRemove={() => browse.setFilter({ bbox: undefined, place: undefined })} />
      )}

      <ListingFiltersBar
        filters={browse.filters}
        searchBox={<SearchBox key={searchBoxKey} value={browse.filters.q} onSearch={browse.setSearchText} />}
        onFilterChange={(changes) => browse.setFilter(changes)}
        onClear={clearFilters}
      />

      {listings.isPending ? (
        <PropertyGridSkeleton count={SKELETON_CARD_COUNT} />
      ) : listings.isError && !listings.data ? (
        <LoadFailedAlert what="properties" onRetry={() => void listings.refetch()} />
      ) : (
        <>
          <h2 className="sr-only">Results</h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ResultsSummary shownCount={items.length} total={total} isFiltered={browse.isFiltered} isSearchingMore={isSearchingMore} />
            <LayoutToggle layout={browse.layout} onLayoutChange={browse.setLayout} />
          </div>
          {items.length === 0 && isSearchingMore ? (
            <PropertyGridSkeleton count={SKELETON_CARD_COUNT} />
          ) : items.length === 0 ? (
            <NoPropertiesFound isFiltered={browse.isFiltered} />
          ) : (
            <div aria-busy={listings.isPlaceholderData} className={listings.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <PropertyGrid properties={items} layout={browse.layout} label="Properties" />
            </div>
          )}
          {listings.isFetchNextPageError && <ErrorAlert>We could not load more properties. Please try again.</ErrorAlert>}
          {canLoadMore && (
            <div className="flex justify-center">
              <Button variant="outline" size="lg" disabled={listings.isFetchingNextPage} onClick={() => void listings.fetchNextPage()}>
                {listings.isFetchingNextPage ? 'Loading...' : 'Load More Properties'}
              </Button>
            </div>
          )}
        </>
      )}
      <FairHousingNotice className="border-t border-slate-200 pt-4" />
    </div>
  );
}
