import { MAP_PIN_ZOOM } from '@shared/schemas/map.schema';
import type { TBounds } from '../../../components/map/lib/bounds';
import type { TMapView } from './map-view-url';

/**
 * The parts of the world the viewport API is asked about: the US and its territories in the western hemisphere,
 * and apart from it American Samoa (south of the equator) and Guam with the Northern Mariana Islands (east of
 * 180°). A wide desktop at a low zoom sees far more; the API refuses a box needing more than 128 cells of its
 * grid, and there is nothing to find outside.
 */
export const QUERY_LIMITS: readonly TBounds[] = [
  [-180, 15, -60, 72],
  [-171.5, -15, -168, -10.5],
  [144, 13, 146.5, 21],
];

const area = ([west, south, east, north]: TBounds) => (east - west) * (north - south);

/** The box clipped to the one of QUERY_LIMITS it overlaps most (one question per view), or null when it overlaps none. */
export function clipToQueryLimits([west, south, east, north]: TBounds): TBounds | null {
  let best: TBounds | null = null;
  for (const limits of QUERY_LIMITS) {
    const clipped: TBounds = [Math.max(west, limits[0]), Math.max(south, limits[1]), Math.min(east, limits[2]), Math.min(north, limits[3])];
    if (clipped[0] < clipped[2] && clipped[1] < clipped[3] && (!best || area(clipped) > area(best))) best = clipped;
  }
  return best;
}

/** Four decimals (about 10 m): a box moved by less asks the same question, so the cache answers. */
const round = (n: number) => Math.round(n * 1e4) / 1e4;

export type TViewportRequest = {
  bbox: TBounds;
  zoom: number;
  filters: Pick<TMapView, 'when' | 'minPrice' | 'maxPrice' | 'minBedrooms' | 'includeUnderContract'>;
};

/** The query string of GET /api/map/listings for a view (null when the box lies outside QUERY_LIMITS). */
export function viewportQueryString({ bbox, zoom, filters }: TViewportRequest): string | null {
  const box = clipToQueryLimits(bbox);
  if (!box) return null;
  const params = new URLSearchParams({
    west: String(round(box[0])),
    south: String(round(box[1])),
    east: String(round(box[2])),
    north: String(round(box[3])),
    zoom: String(Math.min(22, Math.max(0, Math.floor(zoom)))),
    when: filters.when,
  });
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minBedrooms) params.set('minBedrooms', String(filters.minBedrooms));
  if (filters.includeUnderContract) params.set('includeUnderContract', 'true');
  return params.toString();
}

/** The list beside the map asks for the searched box at the pin zoom, whatever the map's zoom: it shows listings, never clusters. */
export const listRequest = (bbox: TBounds, filters: TViewportRequest['filters']): TViewportRequest => ({ bbox, zoom: MAP_PIN_ZOOM, filters });
