import { useState, type KeyboardEvent } from 'react';
import type { TMapListing } from '../../lib/map/map-listings';
import { AustinBaseMap } from './austin-base-map';
import { MapPin, pinElementId } from './map-pin';

type TPinMapProps = {
  /** Makes the pins' element ids unique when a page shows more than one map. */
  scope: string;
  listings: readonly TMapListing[];
  selectedId: string | null;
  onSelect: (propertyId: string) => void;
  label: string;
};

const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The map with one pin per listing. The pins form one tab stop: arrow keys move between them in list
 * order (soonest first), Home and End jump to the ends, Enter or Space selects.
 */
export function PinMap({ scope, listings, selectedId, onSelect, label }: TPinMapProps) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const tabStopId = [focusedId, selectedId].find((id) => id && listings.some((l) => l.property.id === id)) ?? listings[0]?.property.id;

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = listings.findIndex((l) => l.property.id === tabStopId);
    let next: number;
    if (event.key in KEY_STEPS) next = (current + (KEY_STEPS[event.key] ?? 0) + listings.length) % listings.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = listings.length - 1;
    else return;
    event.preventDefault();
    const target = listings[next];
    if (!target) return;
    setFocusedId(target.property.id);
    document.getElementById(pinElementId(scope, target.property.id))?.focus();
  };

  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-slate-200 bg-[#f3f1ea]">
      <AustinBaseMap />
      <div role="group" aria-label={label} onKeyDown={moveFocus} className="absolute inset-0">
        {listings.map((listing) => (
          <MapPin
            key={listing.property.id}
            id={pinElementId(scope, listing.property.id)}
            listing={listing}
            isSelected={listing.property.id === selectedId}
            isTabStop={listing.property.id === tabStopId}
            onSelect={() => onSelect(listing.property.id)}
            onFocus={() => setFocusedId(listing.property.id)}
          />
        ))}
      </div>
    </div>
  );
}
