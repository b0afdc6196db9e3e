import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TPropertySummary } from '@shared/schemas/property.schema';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useManagedListings } from '../api/get-managed-listings';
import { ManagedListingCard } from './managed-listing-card';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';

/** Listings with an upcoming open house first (soonest first), then the others. */
function scheduleOrder(a: TPropertySummary, b: TPropertySummary): number {
  const aStart = a.nextOpenHouse?.startsAt;
  const bStart = b.nextOpenHouse?.startsAt;
  if (aStart && bStart && aStart !== bStart) return aStart < bStart ? -1 : 1;
  if (aStart && !bStart) return -1;
  if (!aStart && bStart) return 1;
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
}

/**
 * The agent's own listings (drafts too) with their schedules, a page at a time with the count and Show more;
 * 'No Open Houses Yet' until one is scheduled. Each loaded page keeps the schedule order within itself, so
 * cards already read do not move when more arrive.
 */
export function ManagedListings({ userId }: { userId: string }) {
  const listings = useManagedListings(userId);
  if (listings.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading your open houses…
      </p>
    );
  }
  if (listings.isError) {
    return <LoadFailedAlert what="your listings" onRetry={() => void listings.refetch()} />;
  }
  const items = listings.data.pages.flatMap((page) => [...page.items].sort(scheduleOrder));
  const total = listings.data.pages[0]?.total ?? null;
  const hasOpenHouses = items.some((item) => item.nextOpenHouse);
  return (
    <div className="space-y-6">
      {!hasOpenHouses && (
        <EmptyState
          icon={CalendarX2}
          title="No Open Houses Yet"
          action={
            <Link to="/create-open-house" className={buttonClasses()}>
              Create Your First Open House
            </Link>
          }
        >
          {items.length > 0
            ? 'Schedule one for a listing below, or create a new listing with its open house.'
            : 'Create an open house and it will be listed here and pinned on the map.'}
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul aria-label="Your listings" className="space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <ManagedListingCard listing={item} />
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <p role="status" className="text-sm text-slate-600">
          {total === null ? `Showing ${items.length} listings` : `Showing ${items.length} of ${total} ${total === 1 ? 'listing' : 'listings'}`}
        </p>
      )}
      {listings.isFetchNextPageError && <ErrorAlert>We could not load more listings. Please try again.</ErrorAlert>}
      {listings.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" disabled={listings.isFetchingNextPage} onClick={() => void listings.fetchNextPage()}>
            {listings.isFetchingNextPage ? 'Loading…' : 'Show more listings'}
          </Button>
        </div>
      )}
    </div>
  );
}
