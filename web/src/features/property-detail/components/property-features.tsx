import type { TProperty } from '@shared/schemas/property.schema';
import { bathroomsLabel, bedroomsLabel, formatDate, formatNumber, propertyTypeLabel } from '../../../lib/format';

/** The listing's own facts, as a description list (nothing invented). */
export function PropertyFeatures({ property }: { property: TProperty }) {
  const features: [string, string][] = [
    ['Property Type', propertyTypeLabel(property.propertyType)],
    ['Bedrooms', bedroomsLabel(property.bedrooms)],
    ['Bathrooms', bathroomsLabel(property.bathrooms)],
    ['Square Feet', property.squareFeet > 0 ? formatNumber(property.squareFeet) : 'Not listed'],
    ['Location', `${property.city}, ${property.state} ${property.zipCode}`],
    ['Listed', formatDate(property.createdAt, property.timeZone)],
  ];
  return (
    <section aria-labelledby="features-heading" className="space-y-3">
      <h2 id="features-heading" className="text-xl font-semibold text-slate-900">
        Property Features
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {features.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 border-b border-slate-100 pb-2">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
