import { Bath, BedDouble, CalendarClock, LandPlot, Ruler, type LucideIcon } from 'lucide-react';
import { isLandType } from '@shared/constants/listing';
import type { TProperty } from '@shared/schemas/property.schema';
import { bathroomsLabel, bedroomsLabel, formatNumber, lotSizeLabel } from '../../../lib/format';

/** Beds, baths and square feet at a glance; land shows its lot and days on market instead. */
export function PropertyFacts({ property }: { property: TProperty }) {
  const lot = property.lotSizeSquareFeet ? lotSizeLabel(property.lotSizeSquareFeet) : '—';
  const days = property.daysOnMarket === null ? '—' : formatNumber(property.daysOnMarket);
  const bathrooms = bathroomsLabel(property);
  const facts: [LucideIcon, string, string][] = isLandType(property.propertyType)
    ? [
        [LandPlot, lot, 'Lot Size'],
        [CalendarClock, days, 'Days on Market'],
      ]
    : [
        [BedDouble, bedroomsLabel(property.bedrooms), property.bedrooms === 0 ? 'No Bedroom' : property.bedrooms === 1 ? 'Bedroom' : 'Bedrooms'],
        [Bath, bathrooms, bathrooms === '1' ? 'Bathroom' : 'Bathrooms'],
        [Ruler, property.squareFeet > 0 ? formatNumber(property.squareFeet) : '—', 'Square Feet'],
      ];
  return (
    <dl className={isLandType(property.propertyType) ? 'grid grid-cols-2 gap-3' : 'grid grid-cols-3 gap-3'}>
      {facts.map(([Icon, value, label]) => (
        <div key={label} className="flex min-w-0 flex-col items-center gap-1 rounded-lg border border-slate-200 bg-white p-3 text-center">
          <Icon className="size-5 text-brand-700" aria-hidden="true" />
          <dt className="order-3 text-sm text-slate-600">{label}</dt>
          <dd className="order-2 text-lg font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
