import { DEFAULT_MAP_TIME_FILTER, MAP_TIME_FILTERS, type TMapTimeFilter } from '@shared/constants/open-house';
import { priceParam } from '../../../lib/price-filter';
import type { TBounds } from '../../../components/map/lib/bounds';

/** What /map shows, as its URL holds it: the searched box and its place name, and the filters. */
export type TMapView = {
  bbox: TBounds | null;
  /** The place a location search named ('Denver'); the title says it. */
  place: string | null;
  when: TMapTimeFilter;
  /** The price and bedroom filters of /listings, under the same URL parameters (minPrice, maxPrice, minBedrooms). */
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  includeUnderContract: boolean;
};

const TIME_FILTER_VALUES: readonly string[] = MAP_TIME_FILTERS.map((filter) => filter.value);

/** `w,s,e,n` → a box, or null when it is not four numbers of a real box (west of east, south of north). */
export function parseBbox(text: string | null): TBounds | null {
  if (!text) return null;
  const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [west, south, east, north] = parts as [number, number, number, number];
  if (west < -180 || east > 180 || south < -90 || north > 90 || west >= east || south >= north) return null;
  return [west, south, east, north];
}

/** Five decimals (about a metre) are plenty for a shared link. */
const coordinateText = (n: number) => String(Math.round(n * 1e5) / 1e5);

export const formatBbox = (bbox: TBounds): string => bbox.map(coordinateText).join(',');

export function mapViewFromSearchParams(params: URLSearchParams): TMapView {
  const when = params.get('when');
  const bedrooms = Number(params.get('minBedrooms'));
  return {
    bbox: parseBbox(params.get('bbox')),
    place: params.get('place')?.trim() || null,
    when: when && TIME_FILTER_VALUES.includes(when) ? (when as TMapTimeFilter) : DEFAULT_MAP_TIME_FILTER,
    minPrice: priceParam(params.get('minPrice')),
    maxPrice: priceParam(params.get('maxPrice')),
    minBedrooms: Number.isInteger(bedrooms) && bedrooms >= 1 && bedrooms <= 5 ? bedrooms : undefined,
    includeUnderContract: params.get('includeUnderContract') === 'true',
  };
}

/**
 * The URL parameters after `changes`, leaving any other parameter as it was; defaults are left out so the
 * plain link stays `/map`. A new box without a place drops the old place (it named the old box).
 */
export function writeMapView(current: URLSearchParams, changes: Partial<TMapView>): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value === null ? params.delete(name) : params.set(name, value));
  if ('bbox' in changes) {
    set('bbox', changes.bbox ? formatBbox(changes.bbox) : null);
    if (!('place' in changes)) params.delete('place');
  }
  if ('place' in changes) set('place', changes.place || null);
  if (changes.when !== undefined) set('when', changes.when === DEFAULT_MAP_TIME_FILTER ? null : changes.when);
  if ('minPrice' in changes) set('minPrice', changes.minPrice === undefined ? null : String(changes.minPrice));
  if ('maxPrice' in changes) set('maxPrice', changes.maxPrice === undefined ? null : String(changes.maxPrice));
  if ('minBedrooms' in changes) set('minBedrooms', changes.minBedrooms ? String(changes.minBedrooms) : null);
  if (changes.includeUnderContract !== undefined) set('includeUnderContract', changes.includeUnderContract ? 'true' : null);
  return params;
}
