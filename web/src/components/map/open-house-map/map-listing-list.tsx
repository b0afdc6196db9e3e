import { useState } from 'react';
import type { TMapListing } from '../lib/map-listings';
import { Button } from '../../ui/button';
import { MapListingCard } from './map-listing-card';

export const cardElementId = (scope: string, propertyId: string) => `${scope}-card-${propertyId}`;

/** Cards shown at first and added by each Show more: an agent with an MLS import has hundreds on the map. */
export const MAP_LIST_PAGE_SIZE = 12;

type TMapListingListProps = {
  scope: string;
  listings: readonly TMapListing[];
  selectedId: string | null;
  onSelect: (propertyId: string) => void;
  label: string;
};

/**
 * The listings on the map, soonest open house first; the selected one is marked aria-current. The pins need
 * every listing, so the answer holds them all; the list shows a page of cards with the count and Show more
 * (a selected pin's card is always shown), so a phone's page has an end.
 */
export function MapListingList({ scope, listings, selectedId, onSelect, label }: TMapListingListProps) {
  const [pageCount, setPageCount] = useState(1);
  const selectedIndex = listings.findIndex((listing) => listing.property.id === selectedId);
  const shownCount = Math.min(listings.length, Math.max(pageCount * MAP_LIST_PAGE_SIZE, selectedIndex + 1));
  return (
    <div className="space-y-3">
      <ul aria-label={label} className="space-y-3">
        {listings.slice(0, shownCount).map((listing) => {
          const isSelected = listing.property.id === selectedId;
          return (
            <li key={listing.property.id} id={cardElementId(scope, listing.property.id)} aria-current={isSelected ? 'true' : undefined} className="scroll-mt-2">
              <MapListingCard
                listing={listing}
                isSelected={isSelected}
                onSelect={() => onSelect(listing.property.id)}
                headingId={`${scope}-title-${listing.property.id}`}
              />
            </li>
          );
        })}
      </ul>
      {listings.length > MAP_LIST_PAGE_SIZE && (
        <p className="text-sm text-slate-600">
          Showing {shownCount} of {listings.length} listings
        </p>
      )}
      {shownCount < listings.length && (
        <Button variant="outline" className="w-full" onClick={() => setPageCount(Math.ceil(shownCount / MAP_LIST_PAGE_SIZE) + 1)}>
          Show more listings
        </Button>
      )}
    </div>
  );
}
