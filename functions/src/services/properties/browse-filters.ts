import { isUnderContract, priceBoundsOf } from '@shared/constants/listing';
import type { TBrowseInput } from '../../data/listing-browse-repository';
import { searchWordsOf } from '../../data/property-index-keys';
import type { TPropertyRecord } from '../../data/property-records';

export type TBrowseFilters = Pick<
  TBrowseInput,
  'priceRange' | 'minPrice' | 'maxPrice' | 'minBedrooms' | 'minBathrooms' | 'propertyType' | 'includeUnderContract' | 'q'
>;
type TFilteredListing = Pick<TPropertyRecord, 'price' | 'bedrooms' | 'bathrooms' | 'propertyType' | 'marketStatus' | 'searchText'>;

/** Whether a public listing passes browse's filters, as the list applies them to what it read (a saved search's alerts too). */
export function matchesBrowseFilters(listing: TFilteredListing, filters: TBrowseFilters): boolean {
  const price = priceBoundsOf(filters);
  const words = searchWordsOf(filters.q ?? '');
  return (
    (!price || (listing.price >= price.min && listing.price <= price.max)) &&
    (!filters.minBedrooms || listing.bedrooms >= filters.minBedrooms) &&
    (!filters.minBathrooms || listing.bathrooms >= filters.minBathrooms) &&
    (!filters.propertyType || listing.propertyType === filters.propertyType) &&
    (filters.includeUnderContract || !isUnderContract(listing.marketStatus ?? 'active')) &&
    words.every((word) => listing.searchText.includes(word))
  );
}
