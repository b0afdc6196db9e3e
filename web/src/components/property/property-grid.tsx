import clsx from 'clsx';
import type { TPropertySummary } from '@shared/schemas/property.schema';
import { PropertyCard, type TCardLayout } from './property-card';
import { PropertyCardSkeleton } from './property-card-skeleton';

const gridClasses = (layout: TCardLayout) => (layout === 'list' ? 'grid grid-cols-1 gap-4' : 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3');

/** Listing cards in a grid or a list. */
export function PropertyGrid({ properties, layout = 'grid', label }: { properties: readonly TPropertySummary[]; layout?: TCardLayout; label: string }) {
  return (
    <ul className={gridClasses(layout)} aria-label={label}>
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard property={property} layout={layout} isFirst={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** `count` skeleton cards, announced once as loading. */
export function PropertyGridSkeleton({ count, label = 'Loading properties' }: { count: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className={clsx(gridClasses('grid'))}>
        {Array.from({ length: count }, (_, index) => (
          <PropertyCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
