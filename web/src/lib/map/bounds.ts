/** A box in degrees: west, south, east, north (the order of `?bbox=` and of GeoJSON). */
export type TBounds = readonly [west: number, south: number, east: number, north: number];

/** The contiguous US: the view of a map with nothing to fit. */
export const CONTIGUOUS_US: TBounds = [-124.8, 24.4, -66.9, 49.4];
