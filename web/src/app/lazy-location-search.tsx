import { useEffect, useId, useRef, useState } from 'react';
import type { TLocationSearchProps } from '../features/location-search/components/location-search';
import { LOCATION_INPUT_CLASS, LOCATION_PLACEHOLDER, LocationSearchFrame } from '../features/location-search/components/location-search-frame';
import { lazyNamed } from '../lib/lazy-named';

const LocationSearch = lazyNamed(() => import('../features/location-search/components/location-search'), 'LocationSearch');

/**
 * The location search box. Its code (suggestions, keyboard handling, their icons) downloads once a visitor
 * focuses the box (a tap, a click, Tab), not with the page: a phone's first visit to /, /listings
 * or /map does not run it. Until then a plain box of the same look and name stands in; what is typed there
 * carries over, with the focus and the caret, when the real box takes its place. (Not on hover: a box swapped
 * between a pointer's arrival and its press would lose the press.)
 */
export function LazyLocationSearch(props: TLocationSearchProps) {
  const { placeholder = LOCATION_PLACEHOLDER } = props;
  const inputId = useId();
  const [isLoaded, setIsLoaded] = useState(false);
  const [text, setText] = useState('');
  const hasFocus = useRef(false);
  const load = () => void LocationSearch.preload().then(() => setIsLoaded(true));

  useEffect(() => {
    const input = document.activeElement;
    if (isLoaded && input instanceof HTMLInputElement && input.value === text) input.setSelectionRange(text.length, text.length);
    // Once, as the real box mounts with the focus; `text` is then what was typed into the stand-in.
  }, [isLoaded]);

  if (isLoaded) return <LocationSearch {...props} initialText={text} autoFocus={hasFocus.current} />;
  return (
    <LocationSearchFrame
      inputId={inputId}
      box={props}
      field={
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => {
            hasFocus.current = true;
            load();
          }}
          onBlur={() => {
            hasFocus.current = false;
          }}
          className={LOCATION_INPUT_CLASS}
        />
      }
    />
  );
}
