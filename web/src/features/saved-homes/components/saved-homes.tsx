import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PropertyCard } from '../../../components/property/property-card';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSavedHomes } from '../../../lib/api/get-saved-homes';
import { UnavailableSavedHome } from './unavailable-saved-home';

const TITLE = 'Saved Homes';

/**
 * The homes the user saved with a heart, a page at a time with the count and Show more. A home that left
 * the market keeps its card with its status; one no longer published says so. Unsaving with a card's heart
 * keeps the card until the next visit, so a second tap undoes it.
 */
export function SavedHomes() {
  const saved = useSavedHomes();
  const items = saved.data?.pages.flatMap((page) => page.items) ?? [];
  const total = saved.data?.pages[0]?.total ?? null;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={TITLE} />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="mt-1 text-slate-600">Homes you saved with the heart, on every device you sign in on.</p>
      </div>
      {saved.isPending ? (
        <PageSpinner label="Loading your saved homes…" />
      ) : saved.isError ? (
        <LoadFailedAlert what="your saved homes" onRetry={() => void saved.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Heart}
          title="No saved homes yet"
          action={
            <Link to="/listings" className={buttonClasses()}>
              Browse Listings
            </Link>
          }
        >
          Tap the heart on a listing and it is kept here.
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Your saved homes" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => (
              <li key={item.propertyId}>
                {item.listing ? (
                  <PropertyCard property={item.listing} isFirst={index === 0} />
                ) : (
                  <UnavailableSavedHome propertyId={item.propertyId} onRemoved={() => void saved.refetch()} />
                )}
              </li>
            ))}
          </ul>
          <p role="status" className="text-sm text-slate-600">
            {total === null ? `Showing ${items.length} saved homes` : `Showing ${items.length} of ${total} saved ${total === 1 ? 'home' : 'homes'}`}
          </p>
          {saved.isFetchNextPageError && <ErrorAlert>We could not load more saved homes. Please try again.</ErrorAlert>}
          {saved.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" size="lg" disabled={saved.isFetchingNextPage} onClick={() => void saved.fetchNextPage()}>
                {saved.isFetchingNextPage ? 'Loading…' : 'Show more saved homes'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
