import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { addTag, removeTag, type TAddTagOutcome } from '../lib/tag-list';

type TTagInputProps = {
  id: string;
  /** Names the list and the text box ('Specialties'). */
  label: string;
  /** One entry, for messages and the Add button's name ('specialty'). */
  itemLabel: string;
  placeholder: string;
  items: readonly string[];
  onItemsChange: (items: string[]) => void;
  maxItems: number;
  maxLength: number;
  error?: string;
  hint?: string;
};

const outcomeMessage = (outcome: TAddTagOutcome, value: string, itemLabel: string, maxItems: number): string => {
  switch (outcome) {
    case 'added':
      return `Added ${value}.`;
    case 'duplicate':
      return `${value} is already in the list.`;
    case 'full':
      return `You can add up to ${maxItems} ${itemLabel} entries.`;
    case 'blank':
      return '';
  }
};

/**
 * A list of short entries (spec: Theme): type one, then Add or Enter; each entry has a remove (x) button.
 * Entries are trimmed; blank ones are ignored; one already in the list (any case) is not added twice.
 * What happened is announced politely.
 */
export function TagInput({ id, label, itemLabel, placeholder, items, onItemsChange, maxItems, maxLength, error, hint }: TTagInputProps) {
  const [text, setText] = useState('');
  // Refusals are shown; additions and removals are only announced (the list itself shows them).
  const [status, setStatus] = useState({ message: '', isShown: false });
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const add = () => {
    const result = addTag(items, text, maxItems);
    setStatus({
      message: outcomeMessage(result.outcome, result.value, itemLabel, maxItems),
      isShown: result.outcome === 'duplicate' || result.outcome === 'full',
    });
    if (result.outcome === 'added') {
      onItemsChange(result.items);
      setText('');
    } else if (result.outcome === 'blank') {
      setText('');
    }
  };

  const remove = (index: number) => {
    setStatus({ message: `Removed ${items[index] ?? ''}.`, isShown: false });
    onItemsChange(removeTag(items, index));
    inputRef.current?.focus();
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the entry instead of submitting the whole form.
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outline" onClick={add} aria-label={`Add ${itemLabel}`}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {hint ?? `Press Enter or Add. Up to ${maxItems}.`}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {items.map((item, index) => (
            <li key={item}>
              <Badge tone="brand" className="gap-1 py-1 pr-1">
                <span>{item}</span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`Remove ${item}`}
                  className="flex size-5 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className={status.isShown ? 'text-sm text-amber-900' : 'sr-only'}>
        {status.message}
      </p>
    </div>
  );
}
