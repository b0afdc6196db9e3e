import { SQUARE_FEET_PER_ACRE, bathroomCountsOf, bathroomsTotal, isLandType } from '@shared/constants/listing';
import type { TCreateProperty } from '@shared/schemas/property.schema';
import type { TPropertyRecord } from '../../data/property-records';

export type TListingFacts = Pick<
  TPropertyRecord,
  'bedrooms' | 'bathrooms' | 'lotSizeSquareFeet' | 'yearBuilt' | 'associationFee' | 'associationFeeFrequency' | 'subdivisionName'
> & {
  bathroomsFull: number;
  bathroomsHalf: number;
};

/**
 * The facts of a listing form as the record keeps them: full and half baths (from the older single
 * `bathrooms` number when the counts are not given), the lot in square feet (from acres when only they
 * are given), and the optional facts as null when left out. The form replaces the whole listing, so an
 * optional fact left out is cleared. Land has no rooms: its bedrooms and baths are 0 whatever was sent.
 */
export function listingFactsOf(
  input: Pick<TCreateProperty, 'propertyType' | 'bedrooms'> &
    Partial<
      Pick<
        TCreateProperty,
        | 'bathrooms'
        | 'bathroomsFull'
        | 'bathroomsHalf'
        | 'lotSizeSquareFeet'
        | 'lotSizeAcres'
        | 'yearBuilt'
        | 'associationFee'
        | 'associationFeeFrequency'
        | 'subdivisionName'
      >
    >,
): TListingFacts {
  if (isLandType(input.propertyType)) return { ...optionalFactsOf(input), bedrooms: 0, bathrooms: 0, bathroomsFull: 0, bathroomsHalf: 0 };
  const counts =
    input.bathroomsFull === undefined || input.bathroomsFull === null
      ? input.bathrooms === undefined
        ? { full: 1, half: input.bathroomsHalf ?? 0 }
        : bathroomCountsOf({ bathrooms: input.bathrooms })
      : { full: input.bathroomsFull, half: input.bathroomsHalf ?? 0 };
  return {
    ...optionalFactsOf(input),
    bedrooms: input.bedrooms,
    bathrooms: bathroomsTotal(counts.full, counts.half),
    bathroomsFull: counts.full,
    bathroomsHalf: counts.half,
  };
}

function optionalFactsOf(
  input: Partial<Pick<TCreateProperty, 'lotSizeSquareFeet' | 'lotSizeAcres' | 'yearBuilt' | 'associationFee' | 'associationFeeFrequency' | 'subdivisionName'>>,
): Omit<TListingFacts, 'bedrooms' | 'bathrooms' | 'bathroomsFull' | 'bathroomsHalf'> {
  const lotFromAcres = input.lotSizeAcres === undefined || input.lotSizeAcres === null ? null : Math.round(input.lotSizeAcres * SQUARE_FEET_PER_ACRE);
  return {
    lotSizeSquareFeet: input.lotSizeSquareFeet ?? lotFromAcres,
    yearBuilt: input.yearBuilt ?? null,
    associationFee: input.associationFee ?? null,
    associationFeeFrequency: input.associationFee === undefined || input.associationFee === null ? null : (input.associationFeeFrequency ?? 'monthly'),
    subdivisionName: input.subdivisionName || null,
  };
}
