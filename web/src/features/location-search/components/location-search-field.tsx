import clsx from 'clsx';
import { Search } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';

export type TLocationSearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'role'> & {
  inputId: string;
  label: string;
  labelHidden: boolean;
  className?: string;
  /** Drawn inside the box, after the input (the spinner while suggestions load). */
  adornment?: ReactNode;
  /** Below the box (the suggestions' popup and their announcement). */
  children?: ReactNode;
};

/**
 * The location search box as drawn: its label, search icon and combobox input. The plain stand-in the first
 * screen shows (app/lazy-location-search.tsx) and the real box (location-search.tsx) both draw this one, so
 * the swap changes neither look nor name. Small on purpose: the stand-in is in every visitor's first chunk.
 */
export function LocationSearchField({ inputId, label, labelHidden, className, adornment, children, ...input }: TLocationSearchFieldProps) {
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
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          {...input}
          className="block h-11 w-full rounded-md border border-slate-300 bg-white pr-9 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-700 sm:text-sm"
        />
        {adornment}
      </div>
      {children}
    </div>
  );
}
