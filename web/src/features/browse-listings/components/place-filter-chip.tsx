import { MapPin, X } from 'lucide-react';

/** The place the list is limited to (its box is in the URL), removable. */
export function PlaceFilterChip({ place, onRemove }: { place: string; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span>Showing listings in</span>
      <span className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 pr-1 pl-3 font-medium text-brand-900 ring-1 ring-brand-100">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{place}</span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove the place filter ${place}`}
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </span>
    </div>
  );
}
