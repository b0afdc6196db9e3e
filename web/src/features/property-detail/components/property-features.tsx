import { ASSOCIATION_FEE_FREQUENCIES, isLandType } from '@shared/constants/listing';
import type { TProperty } from '@shared/schemas/property.schema';
import {
  bathroomCountsLabel,
  bathroomsLabel,
  bedroomsLabel,
  formatListedDate,
  formatNumber,
  formatPrice,
  lotSizeLabel,
  marketStatusLabel,
  propertyTypeLabel,
} from '../../../lib/format';

const feeLabel = (property: TProperty): string | null => {
  if (property.associationFee === null) return null;
  const per = ASSOCIATION_FEE_FREQUENCIES.find((f) => f.value === property.associationFeeFrequency)?.label;
  return per ? `${formatPrice(property.associationFee)} ${per}` : formatPrice(property.associationFee);
};

/** A lot in both units once it reads in acres: '52.5 acres (2,286,900 sq ft)'. */
const lotLabel = (squareFeet: number): string => {
  const label = lotSizeLabel(squareFeet);
  return label.endsWith('sq ft') ? label : `${label} (${formatNumber(squareFeet)} sq ft)`;
};

/**
 * The listing's own facts, as a description list (nothing invented: a fact the listing does not give is
 * left out, not shown as 0). "Listed" is the MLS's listing date or the day the agent published it.
 */
export function PropertyFeatures({ property }: { property: TProperty }) {
  const isLand = isLandType(property.propertyType);
  const fee = feeLabel(property);
  const features: [string, string | null][] = [
    ['Property Type', propertyTypeLabel(property.propertyType)],
    ['Status', marketStatusLabel(property.marketStatus)],
    ['Bedrooms', isLand ? null : bedroomsLabel(property.bedrooms)],
    ['Bathrooms', isLand ? null : `${bathroomsLabel(property)} (${bathroomCountsLabel(property)})`],
    ['Square Feet', isLand ? null : property.squareFeet > 0 ? formatNumber(property.squareFeet) : 'Not listed'],
    ['Lot Size', property.lotSizeSquareFeet ? lotLabel(property.lotSizeSquareFeet) : null],
    ['Year Built', property.yearBuilt === null ? null : String(property.yearBuilt)],
    ['HOA Fee', fee],
    ['Subdivision', property.subdivisionName],
    ['Location', `${property.city}, ${property.state} ${property.zipCode}`],
    ['Listed', formatListedDate(property.listedAt, property.timeZone)],
    ['Days on Market', property.daysOnMarket === null ? null : formatNumber(property.daysOnMarket)],
  ];
  return (
    <section aria-labelledby="features-heading" className="space-y-3">
      <h2 id="features-heading" className="text-xl font-semibold text-slate-900">
        Property Features
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {features.flatMap(([term, value]) =>
          value === null
            ? []
            : [
                <div key={term} className="flex min-w-0 justify-between gap-4 border-b border-slate-100 pb-2">
                  <dt className="shrink-0 text-slate-600">{term}</dt>
                  <dd className="min-w-0 text-right font-medium break-words text-slate-900">{value}</dd>
                </div>,
              ],
        )}
      </dl>
    </section>
  );
}
