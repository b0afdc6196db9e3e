import { Bath, BedDouble, Ruler, type LucideIcon } from 'lucide-react';
import type { TProperty } from '@shared/schemas/property.schema';
import { bathroomsLabel, bedroomsLabel, formatNumber } from '../../../lib/format';

/** Beds, baths and square feet at a glance. */
export function PropertyFacts({ property }: { property: TProperty }) {
  const facts: [LucideIcon, string, string][] = [
    [BedDouble, bedroomsLabel(property.bedrooms), property.bedrooms === 1 ? 'Bedroom' : 'Bedrooms'],
    [Bath, bathroomsLabel(property.bathrooms), property.bathrooms === 1 ? 'Bathroom' : 'Bathrooms'],
    [Ruler, property.squareFeet > 0 ? formatNumber(property.squareFeet) : '—', 'Square Feet'],
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {facts.map(([Icon, value, label]) => (
        <div key={label} className="flex flex-col items-center gap-1 rounded-lg border border-slate-200 bg-white p-3 text-center">
          <Icon className="size-5 text-brand-700" aria-hidden="true" />
          <dt className="order-3 text-sm text-slate-600">{label}</dt>
          <dd className="order-2 text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
