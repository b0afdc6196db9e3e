import { isUnderContract, priceBoundsOf, type TMarketStatus } from '../constants/listing';
import { searchWordsOf } from './search-words';

/**
 * The filters a person sets on browse, the map or a saved search, in one shape: a filter left out lets every
 * listing through; every bound is included; a price bucket with a min or max keeps their overlap (an unknown
 * bucket sets no limit); a minimum of 0 sets none.
 */
export type TListingFilters = {
  priceRange?: string;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  minBathrooms?: number;
  propertyType?: string;
  /** Adds Active Under Contract and Pending to the Active and Coming Soon listings shown by default. */
  includeUnderContract?: boolean;
  /** Words (searchWordsOf) each of which the listing's search text must hold; empty sets no limit. */
  q?: string;
};

/**
 * What the filters read of a listing. No `marketStatus` is Active (listings stored before it was kept); a
 * listing without its `searchText` (a map pin, an open house's copy) matches no text search.
 */
export type TFilterableListing = {
  price: number;
  bedrooms: number;
  bathrooms: number;
  propertyType: string;
  marketStatus?: TMarketStatus;
  searchText?: string;
};

/** Whether a listing passes the filters: the one rule browse, the map, saved-search alerts and the web's map cards apply. */
export function matchesListingFilters(listing: TFilterableListing, filters: TListingFilters): boolean {
  const price = priceBoundsOf(filters);
  if (price && (listing.price < price.min || listing.price > price.max)) return false;
  if (filters.minBedrooms && listing.bedrooms < filters.minBedrooms) return false;
  if (filters.minBathrooms && listing.bathrooms < filters.minBathrooms) return false;
  if (filters.propertyType && listing.propertyType !== filters.propertyType) return false;
  if (!filters.includeUnderContract && isUnderContract(listing.marketStatus ?? 'active')) return false;
  if (!filters.q) return true;
  const searchText = listing.searchText ?? '';
  return searchWordsOf(filters.q).every((word) => searchText.includes(word));
}
