import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

type TSearchBoxProps = { value: string; onSearch: (q: string) => void };

/**
 * The browse text search. It searches once typing pauses (or at once on Enter). When the URL changes
 * under it (Back), it shows what the URL says. Remount it (key) to clear it.
 */
export function SearchBox({ value, onSearch }: TSearchBoxProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const commit = (raw: string) => {
    const q = raw.trim();
    if (q === committed.current) return;
    committed.current = q;
    onSearch(q);
  };

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  // Only a pause in typing searches; a change of `onSearch` identity must not.
  useEffect(() => commit(debounced), [debounced]);

  return (
    <form
      role="search"
      className="relative flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        commit(text);
      }}
    >
      {/* The place search above limits the area; this one matches words, so it says which words. */}
      <label htmlFor="listing-search" className="mb-1 block text-sm font-medium text-slate-800">
        Keywords
      </label>
      <Search className="pointer-events-none absolute bottom-3 left-3 size-4 text-slate-500" aria-hidden="true" />
      <Input
        id="listing-search"
        type="search"
        placeholder="Words in the address, title or description"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </form>
  );
}
