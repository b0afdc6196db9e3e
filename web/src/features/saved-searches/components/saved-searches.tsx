import { BellPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchCard } from './saved-search-card';

/** The signed-in buyer's saved searches, newest first, with what is new in each since it was last opened. */
export function SavedSearches() {
  const saved = useSavedSearches();
  const items = saved.data?.pages.flatMap((page) => page.items) ?? [];
  const first = saved.data?.pages[0];
  if (saved.isPending) return <PageSpinner label="Loading your saved searches…" />;
  if (saved.isError) return <LoadFailedAlert what="your saved searches" onRetry={() => void saved.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={BellPlus}
        title="No saved searches yet"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/listings" className={buttonClasses()}>
              Browse Listings
            </Link>
            <Link to="/map" className={buttonClasses({ variant: 'outline' })}>
              Map View
            </Link>
          </div>
        }
      >
        Choose a place and filters on the listings or the map, then use Save this search: new homes that match are counted here.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Your saved searches" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {items.map((search) => (
          <li key={search.id} className="min-w-0">
            <SavedSearchCard search={search} />
          </li>
        ))}
      </ul>
      {first && (
        <p role="status" className="text-sm text-slate-600">
          {first.total} of {first.max} searches saved
        </p>
      )}
      {saved.isFetchNextPageError && <ErrorAlert>We could not load more saved searches. Please try again.</ErrorAlert>}
      {saved.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" disabled={saved.isFetchingNextPage} onClick={() => void saved.fetchNextPage()}>
            {saved.isFetchingNextPage ? 'Loading…' : 'Show more saved searches'}
          </Button>
        </div>
      )}
    </div>
  );
}
