import clsx from 'clsx';
import { LayoutGrid, List } from 'lucide-react';
import type { TCardLayout } from '../../../components/property/property-card';

const OPTIONS = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
] as const;

/** Grid or list: two toggle buttons, the current one pressed. */
export function LayoutToggle({ layout, onLayoutChange }: { layout: TCardLayout; onLayoutChange: (layout: TCardLayout) => void }) {
  return (
    <div role="group" aria-label="Layout" className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      {OPTIONS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={layout === value}
          onClick={() => onLayoutChange(value)}
          className={clsx(
            'flex size-9 items-center justify-center rounded',
            layout === value ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
