import clsx from 'clsx';
import type { TMapListing } from '../../lib/map/map-listings';
import { pinLabel } from '../../lib/map/pin-labels';
import { PIN_COLORS } from './pin-styles';

type TMapPinProps = {
  id: string;
  listing: TMapListing;
  isSelected: boolean;
  /** Roving focus: only one pin of the map is in the tab order. */
  isTabStop: boolean;
  onSelect: () => void;
  onFocus: () => void;
};

export const pinElementId = (scope: string, propertyId: string) => `${scope}-pin-${propertyId}`;

/**
 * A listing's pin: a real button named by title, price and when. A live open house pulses (not for
 * users who prefer reduced motion); the selected pin is larger and drawn above the others.
 */
export function MapPin({ id, listing, isSelected, isTabStop, onSelect, onFocus }: TMapPinProps) {
  const { position, kind } = listing;
  return (
    <button
      type="button"
      id={id}
      aria-label={pinLabel(listing)}
      aria-pressed={isSelected}
      tabIndex={isTabStop ? 0 : -1}
      onClick={onSelect}
      onFocus={onFocus}
      data-kind={kind}
      style={{ left: `${position.x}%`, top: `${position.y}%` }}
      className={clsx(
        'absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full transition-transform',
        'focus-visible:outline-offset-4',
        isSelected ? 'z-20 scale-125' : 'z-10 hover:scale-110',
      )}
    >
      {kind === 'live' && <span className="absolute inset-0 animate-ping rounded-full bg-rose-500 opacity-60 motion-reduce:hidden" aria-hidden="true" />}
      <span
        aria-hidden="true"
        className={clsx(
          'relative block size-5 rounded-full border-2 border-white shadow-md',
          PIN_COLORS[kind],
          isSelected && 'ring-4 ring-slate-900/70',
          listing.isApproximate && 'border-dashed',
        )}
      />
    </button>
  );
}
