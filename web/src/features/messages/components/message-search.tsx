import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MESSAGE_SEARCH_MAX_LENGTH } from '@shared/constants/messages';
import { Input } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

/** Searches sender, subject and text on the server once typing pauses; `initialText` comes from a link. */
export function MessageSearch({ initialText = '', onSearch }: { initialText?: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initialText);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(debounced), [debounced, onSearch]);
  return (
    <form role="search" className="relative" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="message-search" className="sr-only">
        Search messages
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input
        id="message-search"
        type="search"
        placeholder="Search messages"
        autoComplete="off"
        maxLength={MESSAGE_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </form>
  );
}
