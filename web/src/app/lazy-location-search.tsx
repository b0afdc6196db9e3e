import { useEffect, useId, useRef, useState } from 'react';
import type { TLocationSearchProps } from '../features/location-search/components/location-search';
import { LocationSearchField } from '../features/location-search/components/location-search-field';
import { lazyNamed } from '../lib/lazy-named';
import { whenPageSettles } from '../lib/when-page-settles';

const LocationSearch = lazyNamed(() => import('../features/location-search/components/location-search'), 'LocationSearch');

/**
 * The location search box. Its code (suggestions, keyboard handling, their icons) is not in the first screen's
 * scripts: it downloads once the page has settled, or at once when a visitor focuses the box (a tap, a click,
 * Tab) before then. Until it is in, a plain box of the same look and name (`LocationSearchField`) stands in;
 * what is typed there carries over, with the focus and the caret, and an Enter pressed there is acted on once
 * the suggestions for it are in. (Not on hover: a box swapped between a pointer's arrival and its press would
 * lose the press.)
 */
export function LazyLocationSearch(props: TLocationSearchProps) {
  const { label = 'Search a city, ZIP code, county or address', labelHidden = false, placeholder = 'City, ZIP code, county or address', className } = props;
  const inputId = useId();
  const [isLoaded, setIsLoaded] = useState(false);
  const [text, setText] = useState('');
  const [isEnterPending, setIsEnterPending] = useState(false);
  const hasFocus = useRef(false);
  const load = () => void LocationSearch.preload().then(() => setIsLoaded(true));

  useEffect(() => whenPageSettles(load), []);

  useEffect(() => {
    const input = document.activeElement;
    if (isLoaded && input instanceof HTMLInputElement && input.value === text) input.setSelectionRange(text.length, text.length);
    // Once, as the real box mounts with the focus; `text` is then what was typed into the stand-in.
  }, [isLoaded]);

  if (isLoaded) return <LocationSearch {...props} initialText={text} autoFocus={hasFocus.current} isEnterPending={isEnterPending} />;
  return (
    <LocationSearchField
      inputId={inputId}
      label={label}
      labelHidden={labelHidden}
      className={className}
      aria-expanded={false}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setIsEnterPending(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        setIsEnterPending(true);
      }}
      onFocus={() => {
        hasFocus.current = true;
        load();
      }}
      onBlur={() => {
        hasFocus.current = false;
      }}
    />
  );
}
