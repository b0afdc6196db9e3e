import { Bath, BedDouble, LandPlot, Ruler, type LucideIcon } from 'lucide-react';
import { isLandType } from '@shared/constants/listing';
import { bathroomsLabel, bedroomsLabel, formatNumber, lotSizeLabel } from '../../lib/format';

export type TKeyFactsListing = {
  propertyType: string;
  bedrooms: number;
  bathrooms: number;
  bathroomsFull?: number;
  bathroomsHalf?: number;
  squareFeet: number;
  lotSizeSquareFeet?: number | null;
};

/**
 * What a card says of a listing's size: 'Studio', '2.5 ba', '1,850 sq ft'; land says its lot instead of
 * rooms it does not have.
 */
export function keyFactsOf(listing: TKeyFactsListing): { icon: LucideIcon; text: string }[] {
  const lot = listing.lotSizeSquareFeet ? { icon: LandPlot, text: `${lotSizeLabel(listing.lotSizeSquareFeet)} lot` } : null;
  if (isLandType(listing.propertyType)) return lot ? [lot] : [{ icon: LandPlot, text: 'Lot size not listed' }];
  return [
    { icon: BedDouble, text: listing.bedrooms === 0 ? bedroomsLabel(0) : `${bedroomsLabel(listing.bedrooms)} bd` },
    { icon: Bath, text: `${bathroomsLabel(listing)} ba` },
    ...(listing.squareFeet > 0 ? [{ icon: Ruler, text: `${formatNumber(listing.squareFeet)} sq ft` }] : []),
  ];
}

/** The key facts as one line ('3 bd · 2.5 ba · 1,850 sq ft'), for compact cards. */
export const keyFactsText = (listing: TKeyFactsListing): string =>
  keyFactsOf(listing)
    .map((fact) => fact.text)
    .join(' · ');

/** The key facts with their icons, as a card's list. */
export function KeyFacts({ listing }: { listing: TKeyFactsListing }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Key facts">
      {keyFactsOf(listing).map(({ icon: Icon, text }) => (
        <li key={text} className="flex min-w-0 items-center gap-1">
          <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="break-words">{text}</span>
        </li>
      ))}
    </ul>
  );
}
