import type { TLatLng } from '../../../lib/geo';

/** A box in degrees: west, south, east, north (the order of `?bbox=` and of GeoJSON). */
export type TBounds = readonly [west: number, south: number, east: number, north: number];

/** The contiguous US: the view of a map with nothing to fit. */
export const CONTIGUOUS_US: TBounds = [-124.8, 24.4, -66.9, 49.4];

/** The smallest box a map is fitted to, in degrees (about 2 km): one pin shows its neighbourhood, not a roof. */
const MIN_SPAN = 0.02;
/** The margin added on each side, as a share of the box: a pin on the edge is drawn whole. */
const MARGIN = 0.15;

/** The box that holds every point with a margin (at least MIN_SPAN across), or null with no point. */
export function boundsAround(points: readonly TLatLng[]): TBounds | null {
  if (points.length === 0) return null;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const grow = (min: number, max: number): [number, number] => {
    const half = Math.max(max - min, MIN_SPAN) * (0.5 + MARGIN);
    const centre = (min + max) / 2;
    return [centre - half, centre + half];
  };
  const [west, east] = grow(Math.min(...lngs), Math.max(...lngs));
  const [south, north] = grow(Math.min(...lats), Math.max(...lats));
  return [Math.max(west, -180), Math.max(south, -85), Math.min(east, 180), Math.min(north, 85)];
}
