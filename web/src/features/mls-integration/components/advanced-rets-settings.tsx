import { ChevronRight } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { RetsOverridesFields } from './rets-overrides-fields';

type TAdvancedRetsSettingsProps = Omit<ComponentProps<typeof RetsOverridesFields>, 'idPrefix'> & { hasErrors: boolean };

/** The new RETS configuration's overrides, folded away under 'Advanced' (most servers' metadata says it all); open while they hold an error. */
export function AdvancedRetsSettings({ hasErrors, ...fields }: TAdvancedRetsSettingsProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <details className="group rounded-md border border-slate-200" open={isOpen || hasErrors} onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        Advanced: resource, class and field overrides
      </summary>
      <div className="border-t border-slate-200 p-3">
        <RetsOverridesFields idPrefix="mls" {...fields} />
      </div>
    </details>
  );
}
