import clsx from 'clsx';
import { Hash, Home, LoaderCircle, Map as MapIcon, MapPin } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PLACE_QUERY_MIN_LENGTH } from '@shared/constants/places';
import type { TPlaceSuggestion } from '@shared/schemas/place.schema';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlaceSuggestions } from '../api/get-place-suggestions';
import { LOCATION_INPUT_CLASS, LOCATION_PLACEHOLDER, LocationSearchFrame } from './location-search-frame';

/** Typing pauses this long before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * Where choosing a place goes by default: a listing's page, else the map framed on the place
 * (`/map?bbox=w,s,e,n&place=<label>`, the map screen's contract).
 */
export function placeHref(place: TPlaceSuggestion): string {
  if (place.kind === 'address' && place.propertyId) return `/property/${encodeURIComponent(place.propertyId)}`;
  return `/map?${new URLSearchParams({ bbox: place.bbox.join(','), place: place.label }).toString()}`;
}

const KIND_ICONS = { city: MapPin, county: MapIcon, zip: Hash, address: Home } as const;
const KIND_NAMES = { city: 'City', county: 'County', zip: 'ZIP code', address: 'Listing' } as const;

export type TLocationSearchProps = {
  /** Called with the chosen place; without it, the search navigates to `placeHref(place)`. */
  onSelect?: (place: TPlaceSuggestion) => void;
  /** The field's visible label (`labelHidden` keeps it for screen readers only). */
  label?: string;
  labelHidden?: boolean;
  placeholder?: string;
  className?: string;
  /** What was typed before this box took over (the lazy box's stand-in), asked for once typing pauses. */
  initialText?: string;
  autoFocus?: boolean;
};

/**
 * One search box for a city, a ZIP code, a county or one of our listings' streets, with suggestions as you
 * type: the ARIA 1.2 combobox pattern (an input with role combobox owning a listbox, the active option by
 * aria-activedescendant, Up/Down to move, Enter to choose, Escape to close, then to clear), the count of
 * suggestions announced politely, and loading, empty and error states in the popup.
 */
export function LocationSearch(props: TLocationSearchProps) {
  const { onSelect, placeholder = LOCATION_PLACEHOLDER, initialText = '', autoFocus = false } = props;
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  // A box that mounts with the focus is open, as one the visitor focused (the focus event may come before React listens).
  const [isOpen, setIsOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS, '');
  const isAsking = query.length >= PLACE_QUERY_MIN_LENGTH;
  const suggestions = usePlaceSuggestions(query);
  // Only the answer for what is typed now counts (the previous one shows, dimmed, while the next loads).
  const places = isAsking && suggestions.data ? suggestions.data.suggestions : [];
  const isCurrent = isAsking && !suggestions.isPlaceholderData && suggestions.isSuccess && query === text.trim();
  const isLoading = isAsking && (suggestions.isFetching || query !== text.trim());
  const showPopup = isOpen && text.trim().length >= PLACE_QUERY_MIN_LENGTH;

  const choose = (place: TPlaceSuggestion) => {
    setIsOpen(false);
    setActive(-1);
    setText(place.label);
    if (onSelect) onSelect(place);
    else void navigate(placeHref(place));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (places.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step === 1 ? 0 : places.length - 1) : (current + step + places.length) % places.length));
    } else if (event.key === 'Enter') {
      // Enter takes the highlighted place, or the first when none is (type "Denver", press Enter).
      const place = places[active] ?? (isCurrent ? places[0] : undefined);
      if (!place) return;
      event.preventDefault();
      choose(place);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showPopup) setIsOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  const liveMessage = !showPopup
    ? ''
    : suggestions.isError
      ? 'Suggestions are unavailable.'
      : isCurrent
        ? places.length === 0
          ? 'No places found.'
          : `${places.length} ${places.length === 1 ? 'suggestion' : 'suggestions'} available. Use the up and down arrows to choose.`
        : '';

  return (
    <LocationSearchFrame
      inputId={inputId}
      box={props}
      field={
        <>
          <input
            id={inputId}
            type="text"
            role="combobox"
            aria-expanded={showPopup}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={showPopup && active >= 0 && active < places.length ? optionId(active) : undefined}
            autoComplete="off"
            // Only when taking over from the stand-in the visitor was typing in.
            autoFocus={autoFocus}
            spellCheck={false}
            enterKeyHint="search"
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setIsOpen(true);
              setActive(-1);
            }}
            onFocus={() => setIsOpen(true)}
            onBlur={() => setIsOpen(false)}
            onKeyDown={onKeyDown}
            className={LOCATION_INPUT_CLASS}
          />
          {isLoading && showPopup && (
            <LoaderCircle className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-slate-500" aria-hidden="true" />
          )}
        </>
      }
    >
      <div
        className={clsx(
          'absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg',
          !showPopup && 'hidden',
        )}
      >
        <ul id={listboxId} role="listbox" aria-label="Places" className={clsx(suggestions.isPlaceholderData && 'opacity-60')}>
          {showPopup &&
            places.map((place, index) => {
              const Icon = KIND_ICONS[place.kind];
              return (
                <li
                  key={`${place.kind}-${place.propertyId ?? place.label}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // The input keeps focus: a pointer press must not blur it before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(place)}
                  onMouseMove={() => setActive(index)}
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm',
                    index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                  )}
                >
                  <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0 flex-1 break-words">{place.label}</span>
                  <span className="shrink-0 text-xs text-slate-500">{KIND_NAMES[place.kind]}</span>
                </li>
              );
            })}
        </ul>
        {showPopup && suggestions.isError ? (
          <p className="px-3 py-2.5 text-sm text-red-800">We could not load suggestions. Keep typing to try again.</p>
        ) : showPopup && isCurrent && places.length === 0 ? (
          <p className="px-3 py-2.5 text-sm text-slate-600">No cities, ZIP codes, counties or listings match “{text.trim()}”.</p>
        ) : showPopup && places.length === 0 && isLoading ? (
          <p className="px-3 py-2.5 text-sm text-slate-600">Searching…</p>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {liveMessage}
      </div>
    </LocationSearchFrame>
  );
}
