import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MapListingCard } from '../../../components/map/open-house-map/map-listing-card';
import type { TMapListing } from '../../../components/map/lib/map-listings';

/**
 * The card of the pin just chosen, over the bottom of the map: a bottom sheet on a phone, a floating card
 * on a desktop. Its View Details link opens the listing.
 */
export function MapSelectedCard({ listing, onClose }: { listing: TMapListing; onClose: () => void }) {
  // A map taller than what is left of a short screen would open the card below the fold: bring it into view.
  const ref = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for the effect's clean-up.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [listing.property.id]);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={`Selected listing: ${listing.property.title || listing.property.address}`}
      className="absolute inset-x-0 bottom-0 z-10 p-2 sm:inset-x-auto sm:left-2 sm:max-w-md"
    >
      <div className="relative rounded-xl shadow-xl">
        <MapListingCard listing={listing} isSelected onSelect={() => undefined} headingId={`selected-${listing.property.id}`} />
        <button
          type="button"
          onClick={onClose}
          aria-label="Close listing card"
          className="absolute -top-2 -right-2 flex size-8 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow hover:bg-slate-50"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
