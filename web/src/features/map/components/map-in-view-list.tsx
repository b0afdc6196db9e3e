import { SearchX } from 'lucide-react';
import type { TMapViewportResponse } from '@shared/schemas/map.schema';
import { MapListingList } from '../../../components/map/open-house-map/map-listing-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import type { TMapListing } from '../../../components/map/lib/map-listings';

type TMapInViewListProps = {
  answer: TMapViewportResponse | undefined;
  isError: boolean;
  onRetry: () => void;
  listings: readonly TMapListing[];
  selectedId: string | null;
  onSelect: (propertyId: string) => void;
};

export const IN_VIEW_LIST_LABEL = 'Open houses in this area';

/** The listings of the searched area, soonest open house first (the screen says their count above the map, at every size). */
export function MapInViewList({ answer, isError, onRetry, listings, selectedId, onSelect }: TMapInViewListProps) {
  if (isError && !answer) return <LoadFailedAlert what="the open houses" onRetry={onRetry} />;
  if (!answer) {
    return (
      <div role="status" aria-live="polite" className="space-y-3">
        <span className="sr-only">Loading open houses…</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-xl bg-slate-200" aria-hidden="true" />
        ))}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {listings.length === 0 ? (
        <EmptyState icon={SearchX} title="No open houses match these filters" headingLevel={3}>
          Try a longer period or a higher max price, or search a larger area.
        </EmptyState>
      ) : (
        <MapListingList scope="map-list" listings={listings} selectedId={selectedId} onSelect={onSelect} label={IN_VIEW_LIST_LABEL} />
      )}
    </div>
  );
}
