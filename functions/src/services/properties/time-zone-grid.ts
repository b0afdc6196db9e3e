/**
 * Where a point falls on tz-lookup's grid of 48 × 24 cells of 7.5°, counted from 180° W and from 90° N,
 * computed with tz-lookup's own operations and constants: the same rounding puts a point on a cell's edge
 * in the same cell, so a descent of its quadtree from here takes tz-lookup's path exactly.
 */
export const gridX = (lng: number): number => (48 * (180 + lng)) / 360.00000000000006;
export const gridY = (lat: number): number => (24 * (90 - lat)) / 180.00000000000003;
