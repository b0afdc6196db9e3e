import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TLocationSearchProps } from '../features/location-search/components/location-search';
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
  const { label = 'Search a city, ZIP code, county or address', labelHidden = false, placeholder = 'City, ZIP code, county or address', className } = props;
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
    <div className={clsx('relative w-full', className)}>
      <label htmlFor={inputId} className={labelHidden ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
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
          className="block h-11 w-full rounded-md border border-slate-300 bg-white pr-9 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-700 sm:text-sm"
        />
      </div>
    </div>
  );
}
