import type { TMapListing } from '../../lib/map/map-listings';
import { MapListingCard } from './map-listing-card';

export const cardElementId = (scope: string, propertyId: string) => `${scope}-card-${propertyId}`;

type TMapListingListProps = { scope: string; listings: readonly TMapListing[]; selectedId: string | null; onSelect: (propertyId: string) => void; label: string };

/** The listings on the map, soonest open house first; the selected one is marked aria-current. */
export function MapListingList({ scope, listings, selectedId, onSelect, label }: TMapListingListProps) {
  return (
    <ul aria-label={label} className="space-y-3">
      {listings.map((listing) => {
        const isSelected = listing.property.id === selectedId;
        return (
          <li key={listing.property.id} id={cardElementId(scope, listing.property.id)} aria-current={isSelected ? 'true' : undefined} className="scroll-mt-2">
            <MapListingCard listing={listing} isSelected={isSelected} onSelect={() => onSelect(listing.property.id)} headingId={`${scope}-title-${listing.property.id}`} />
          </li>
        );
      })}
    </ul>
  );
}
