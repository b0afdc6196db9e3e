import clsx from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';

type TFilterFoldProps = {
  /** The panel's id, which the button controls. */
  id: string;
  /** How many filters are set: shown on the button, so a folded panel still says something narrows the list. */
  activeCount: number;
  /** Classes of the panel (its grid, border, padding); it is shown from sm up whatever its state. */
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A screen's filters, which would fill a phone's first screen: below sm they fold behind a Filters button
 * (with the count of filters set), from sm up they are always open. The panel is a region named Filters.
 */
export function FilterFold({ id, activeCount, panelClassName, children }: TFilterFoldProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="space-y-3">
      <Button variant="outline" className="sm:hidden" aria-expanded={isOpen} aria-controls={id} onClick={() => setIsOpen((open) => !open)}>
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters and sort'}
      </Button>
      <section id={id} aria-label="Filters" className={clsx(panelClassName, !isOpen && 'max-sm:hidden')}>
        {children}
      </section>
    </div>
  );
}
