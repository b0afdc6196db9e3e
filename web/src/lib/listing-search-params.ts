import type { TBbox } from '@shared/schemas/bbox.schema';
import {
  BATHROOM_VALUES,
  LISTING_SORT_VALUES,
  MAX_LISTING_PRICE,
  PRICE_BUCKETS,
  PROPERTY_TYPE_VALUES,
  type TListingSort,
  type TPropertyType,
} from '@shared/constants/listing';
import { priceParam } from './price-filter';

/**
 * The browse filters as they live in the /listings URL (so the landing search row can link there, and Back
 * works). Parameter names are the API's own, and /map's: q, minPrice, maxPrice, minBedrooms, minBathrooms,
 * propertyType, includeUnderContract, sort (an older link's priceRange is read as its min and max).
 */
export type TListingFilters = {
  q: string;
  /** Both ends included. */
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  minBathrooms?: number;
  propertyType?: TPropertyType;
  /** Add Active Under Contract and Pending listings to the Active and Coming Soon ones shown by default. */
  includeUnderContract?: boolean;
  sort: TListingSort;
  /** Only listings inside this box (`bbox=w,s,e,n`), a place chosen in the location search, named by `place`. */
  bbox?: TBbox;
  place?: string;
};

export const DEFAULT_SORT: TListingSort = 'newest';

/**
 * A fixed price bucket (the landing row's, an older link's) as a min and max: its floor as the round price below
 * it ("$300K-$500K" is 300,000 to 500,000), no max for the top one.
 */
export function priceOfBucket(value: string | null): Pick<TListingFilters, 'minPrice' | 'maxPrice'> {
  const bucket = PRICE_BUCKETS.find((candidate) => candidate.value === value);
  if (!bucket) return {};
  return { minPrice: bucket.min > 0 ? bucket.min - 1 : undefined, maxPrice: bucket.max < MAX_LISTING_PRICE ? bucket.max : undefined };
}
const isSort = (value: string | null): value is TListingSort => LISTING_SORT_VALUES.some((sort) => sort === value);
const isType = (value: string | null): value is TPropertyType => PROPERTY_TYPE_VALUES.some((type) => type === value);

/** `w,s,e,n` in degrees with west ≤ east and south ≤ north, else undefined. */
export function parseBbox(text: string | null): TBbox | undefined {
  const parts = (text ?? '').split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [west, south, east, north] = parts as TBbox;
  const isBox = west >= -180 && east <= 180 && south >= -90 && north <= 90 && west <= east && south <= north;
  return isBox ? [west, south, east, north] : undefined;
}

/** Unknown or malformed parameters are ignored, never an error. */
export function filtersFromSearchParams(params: URLSearchParams): TListingFilters {
  const bucket = priceOfBucket(params.get('priceRange'));
  const sort = params.get('sort');
  const type = params.get('propertyType');
  const bedrooms = Number(params.get('minBedrooms'));
  const bathrooms = Number(params.get('minBathrooms'));
  const bbox = parseBbox(params.get('bbox'));
  return {
    q: params.get('q')?.trim() ?? '',
    minPrice: priceParam(params.get('minPrice')) ?? bucket.minPrice,
    maxPrice: priceParam(params.get('maxPrice')) ?? bucket.maxPrice,
    minBedrooms: Number.isInteger(bedrooms) && bedrooms >= 1 && bedrooms <= 5 ? bedrooms : undefined,
    minBathrooms: BATHROOM_VALUES.some((value) => value === bathrooms) ? bathrooms : undefined,
    propertyType: isType(type) ? type : undefined,
    includeUnderContract: params.get('includeUnderContract') === 'true' || undefined,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    bbox,
    place: bbox ? params.get('place')?.trim().slice(0, 120) || 'Chosen area' : undefined,
  };
}

/** Writes the filters into `params` (keeping unrelated parameters), leaving defaults out of the URL. */
export function writeFilters(params: URLSearchParams, filters: Partial<TListingFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  if ('q' in filters) set('q', filters.q?.trim());
  if ('minPrice' in filters || 'maxPrice' in filters) next.delete('priceRange');
  if ('minPrice' in filters) set('minPrice', filters.minPrice === undefined ? undefined : String(filters.minPrice));
  if ('maxPrice' in filters) set('maxPrice', filters.maxPrice === undefined ? undefined : String(filters.maxPrice));
  if ('minBedrooms' in filters) set('minBedrooms', filters.minBedrooms ? String(filters.minBedrooms) : undefined);
  if ('minBathrooms' in filters) set('minBathrooms', filters.minBathrooms ? String(filters.minBathrooms) : undefined);
  if ('propertyType' in filters) set('propertyType', filters.propertyType);
  if ('includeUnderContract' in filters) set('includeUnderContract', filters.includeUnderContract ? 'true' : undefined);
  if ('sort' in filters) set('sort', filters.sort === DEFAULT_SORT ? undefined : filters.sort);
  if ('bbox' in filters) set('bbox', filters.bbox?.join(','));
  if ('place' in filters) set('place', filters.place?.trim());
  return next;
}

/** '/listings?q=austin&maxPrice=750000&minBedrooms=3' */
export function listingsUrl(filters: Partial<TListingFilters>): string {
  const search = writeFilters(new URLSearchParams(), filters).toString();
  return search ? `/listings?${search}` : '/listings';
}

/** The filters the server takes, as browse and a saved search send them: no empty text, an unchecked box left out. */
export const serverFiltersOf = (filters: TListingFilters) => ({
  q: filters.q || undefined,
  minPrice: filters.minPrice,
  maxPrice: filters.maxPrice,
  minBedrooms: filters.minBedrooms,
  minBathrooms: filters.minBathrooms,
  propertyType: filters.propertyType,
  includeUnderContract: filters.includeUnderContract || undefined,
});

/** Sort is an order, not a filter: it does not make results 'filtered'. */
export const hasActiveFilters = (filters: TListingFilters): boolean =>
  Boolean(
    filters.q ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.minBedrooms ||
    filters.minBathrooms ||
    filters.propertyType ||
    filters.includeUnderContract ||
    filters.bbox,
  );

export const minBedroomOptions = (max: number) => Array.from({ length: max }, (_, index) => ({ value: String(index + 1), label: `${index + 1}+` }));
