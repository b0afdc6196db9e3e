import { PRICE_BUCKETS } from '@shared/constants/listing';
import { DEFAULT_MAP_TIME_FILTER, MAP_TIME_FILTERS } from '@shared/constants/open-house';
import { SAVED_SEARCH_FREQUENCIES, type TSavedSearchFrequency, type TSavedSearchSource } from '@shared/constants/saved-searches';
import type { TSavedSearch, TSavedSearchArea, TSavedSearchFilters } from '@shared/schemas/saved-search.schema';
import { propertyTypeLabel } from './format';
import { listingsUrl, priceOfBucket, serverFiltersOf, type TListingFilters } from './listing-search-params';
import { compactPrice } from './price-filter';

/** The frequency radios (Instantly / Daily digest / Never), each with what it means. */
const FREQUENCY_HINTS: Record<TSavedSearchFrequency, string> = {
  instant: 'As soon as a new home matches',
  daily: 'One message each morning',
  never: 'Only here, in Saved Searches',
};
export const FREQUENCY_OPTIONS = SAVED_SEARCH_FREQUENCIES.map((option) => ({ ...option, description: FREQUENCY_HINTS[option.value] }));

/** What "Save this search" keeps of a screen: its filters and area. */
export type TSearchToSave = { source: TSavedSearchSource; filters: TSavedSearchFilters; area: TSavedSearchArea | null };

/** /listings' filters as a search to save (the sort is an order, not part of the search). */
export function searchFromListings(filters: TListingFilters): TSearchToSave {
  return {
    source: 'listings',
    filters: dropEmpty(serverFiltersOf(filters)),
    area: filters.bbox ? { bbox: filters.bbox, place: filters.place ?? null } : null,
  };
}

/** /map's view as a search to save: the searched box and place, the window, the price range and bedrooms. */
export function searchFromMap(view: {
  bbox: readonly [number, number, number, number] | null;
  place: string | null;
  when: TSavedSearchFilters['when'];
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  includeUnderContract: boolean;
}): TSearchToSave {
  return {
    source: 'map',
    filters: dropEmpty({
      when: view.when,
      minPrice: view.minPrice,
      maxPrice: view.maxPrice,
      minBedrooms: view.minBedrooms,
      includeUnderContract: view.includeUnderContract || undefined,
    }),
    area: view.bbox ? { bbox: [view.bbox[0], view.bbox[1], view.bbox[2], view.bbox[3]], place: view.place } : null,
  };
}

const dropEmpty = (filters: TSavedSearchFilters): TSavedSearchFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as TSavedSearchFilters;

/** The search's filters in a few words each, in the order a buyer reads them ('3+ beds', 'Under $750K', …). */
export function filterParts(filters: TSavedSearchFilters): string[] {
  const parts: string[] = [];
  if (filters.minBedrooms) parts.push(`${filters.minBedrooms}+ beds`);
  if (filters.minBathrooms) parts.push(`${filters.minBathrooms}+ baths`);
  if (filters.propertyType) parts.push(propertyTypeLabel(filters.propertyType));
  const bucket = PRICE_BUCKETS.find((b) => b.value === filters.priceRange);
  if (bucket) parts.push(bucket.label);
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined) parts.push(`${compactPrice(filters.minPrice)}–${compactPrice(filters.maxPrice)}`);
  else if (filters.maxPrice !== undefined) parts.push(`Under ${compactPrice(filters.maxPrice)}`);
  else if (filters.minPrice !== undefined) parts.push(`From ${compactPrice(filters.minPrice)}`);
  if (filters.q) parts.push(`“${filters.q}”`);
  if (filters.includeUnderContract) parts.push('Incl. under contract');
  if (filters.when) parts.push(MAP_TIME_FILTERS.find((f) => f.value === filters.when)?.label ?? filters.when);
  return parts;
}

/** A search's one-line summary: its filters, then its place. */
export function searchSummary(search: Pick<TSearchToSave, 'filters' | 'area'>): string {
  const parts = filterParts(search.filters);
  const where = search.area ? (search.area.place ?? 'Chosen area') : 'Anywhere';
  return [...(parts.length ? parts : ['All homes']), where].join(' · ');
}

/** The name the dialog offers: the place and the main filters ('Denver: 3+ beds, Under $750K'). */
export function suggestedSearchName(search: Pick<TSearchToSave, 'filters' | 'area'>): string {
  const parts = filterParts({ ...search.filters, when: undefined, includeUnderContract: undefined }).slice(0, 3);
  const place = search.area?.place;
  const name = place ? (parts.length ? `${place}: ${parts.join(', ')}` : `Homes in ${place}`) : parts.length ? parts.join(', ') : 'All homes';
  return name.slice(0, 80);
}

const coordinate = (n: number) => String(Math.round(n * 1e5) / 1e5);

/** The screen a saved search was saved on, with the URL its filters and area make. */
export function savedSearchUrl(search: Pick<TSavedSearch, 'source' | 'filters' | 'area'>): string {
  const { filters, area } = search;
  if (search.source === 'listings') {
    const bucket = priceOfBucket(filters.priceRange ?? null);
    return listingsUrl({
      q: filters.q,
      minPrice: filters.minPrice ?? bucket.minPrice,
      maxPrice: filters.maxPrice ?? bucket.maxPrice,
      minBedrooms: filters.minBedrooms,
      minBathrooms: filters.minBathrooms,
      propertyType: filters.propertyType,
      includeUnderContract: filters.includeUnderContract,
      bbox: area?.bbox,
      place: area ? (area.place ?? undefined) : undefined,
    });
  }
  const params = new URLSearchParams();
  if (area) params.set('bbox', area.bbox.map(coordinate).join(','));
  if (area?.place) params.set('place', area.place);
  if (filters.when && filters.when !== DEFAULT_MAP_TIME_FILTER) params.set('when', filters.when);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minBedrooms) params.set('minBedrooms', String(filters.minBedrooms));
  if (filters.includeUnderContract) params.set('includeUnderContract', 'true');
  const query = params.toString();
  return query ? `/map?${query}` : '/map';
}
