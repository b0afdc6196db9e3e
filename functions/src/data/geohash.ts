/**
 * Geohash (base-32, interleaved longitude/latitude bits, longitude first) and the cover of a bounding box by
 * the cells of one precision. Written here rather than taken from a package: encoding and a cell's bounds are
 * all the map needs (the npm geohash packages ship CommonJS with more than that).
 */
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

export type TBox = { west: number; south: number; east: number; north: number };

/** The geohash of a point, `precision` characters long. */
export function encodeGeohash(lat: number, lng: number, precision: number): string {
  let [latMin, latMax, lngMin, lngMax] = [-90, 90, -180, 180];
  let hash = '';
  let bits = 0;
  let value = 0;
  let evenBit = true;
  while (hash.length < precision) {
    if (evenBit) {
      const mid = (lngMin + lngMax) / 2;
      if (lng >= mid) {
        value = value * 2 + 1;
        lngMin = mid;
      } else {
        value *= 2;
        lngMax = mid;
      }
    } else {
      const mid = (latMin + latMax) / 2;
      if (lat >= mid) {
        value = value * 2 + 1;
        latMin = mid;
      } else {
        value *= 2;
        latMax = mid;
      }
    }
    evenBit = !evenBit;
    if (++bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

/** The box a geohash cell covers. */
export function geohashBounds(hash: string): TBox {
  let [south, north, west, east] = [-90, 90, -180, 180];
  let evenBit = true;
  for (const char of hash) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a geohash: ${hash}`);
    for (let bit = 4; bit >= 0; bit--) {
      const on = ((index >> bit) & 1) === 1;
      if (evenBit) {
        const mid = (west + east) / 2;
        if (on) west = mid;
        else east = mid;
      } else {
        const mid = (south + north) / 2;
        if (on) south = mid;
        else north = mid;
      }
      evenBit = !evenBit;
    }
  }
  return { west, south, east, north };
}

/** A cell's width and height in degrees at a precision (5 bits a character, longitude takes the odd one). */
export function cellSize(precision: number): { lng: number; lat: number } {
  const bits = precision * 5;
  const lngBits = Math.ceil(bits / 2);
  return { lng: 360 / 2 ** lngBits, lat: 180 / 2 ** (bits - lngBits) };
}

/** How many cells of `precision` the cover of `box` takes, without listing them. */
export function coverCount(box: TBox, precision: number): number {
  const size = cellSize(precision);
  const columns = Math.floor((Math.min(box.east, 180 - 1e-9) + 180) / size.lng) - Math.floor((box.west + 180) / size.lng) + 1;
  const rows = Math.floor((Math.min(box.north, 90 - 1e-9) + 90) / size.lat) - Math.floor((box.south + 90) / size.lat) + 1;
  return columns * rows;
}

/**
 * The cells of one precision that together cover the box (west ≤ east; no antimeridian crossing): the cells
 * of the grid columns and rows the box touches, each once.
 */
export function coverBox(box: TBox, precision: number): string[] {
  const size = cellSize(precision);
  const east = Math.min(box.east, 180 - 1e-9);
  const north = Math.min(box.north, 90 - 1e-9);
  const firstColumn = Math.floor((box.west + 180) / size.lng);
  const lastColumn = Math.floor((east + 180) / size.lng);
  const firstRow = Math.floor((box.south + 90) / size.lat);
  const lastRow = Math.floor((north + 90) / size.lat);
  const cells: string[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = firstColumn; column <= lastColumn; column++) {
      // The centre of the grid cell encodes to that cell's hash.
      cells.push(encodeGeohash(-90 + (row + 0.5) * size.lat, -180 + (column + 0.5) * size.lng, precision));
    }
  }
  return cells;
}

/** Whether a point lies inside the box (edges included). */
export const isInBox = (box: TBox, lat: number, lng: number) => lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;

/** A run of cells of one precision that follow each other in geohash order: one range of a geohash-sorted key. */
export type TCellRun = { first: string; last: string };

/** Each 1-character cell as a run of itself: with a sort-key range to its end, the whole world. */
export const worldRuns = (): TCellRun[] => [...BASE32].map((cell) => ({ first: cell, last: cell }));

const cellValue = (cell: string) => [...cell].reduce((value, char) => value * 32 + BASE32.indexOf(char), 0);

/**
 * The cells (all of one precision) as runs of consecutive cells in geohash order, never across a change of
 * their first `prefixLength` characters (the index's partition): a box's cover of small cells reads in a
 * few ranges instead of a Query per cell. Every cell is in exactly one run.
 */
export function cellRuns(cells: readonly string[], prefixLength: number): TCellRun[] {
  const runs: TCellRun[] = [];
  for (const cell of [...new Set(cells)].sort()) {
    const run = runs.at(-1);
    if (run && run.last.slice(0, prefixLength) === cell.slice(0, prefixLength) && cellValue(cell) === cellValue(run.last) + 1) run.last = cell;
    else runs.push({ first: cell, last: cell });
  }
  return runs;
}
