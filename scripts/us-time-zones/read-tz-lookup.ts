import type { TZoneTree } from './zone-tree';

/** tz.js is one minified function holding its tree as a string `X` and its zone names as an array `T`. */
const DATA = /var X="([^"\\]*)",T=(\[[^\]]*\])/;
const GRID_COLUMNS = 48;
const GRID_ROWS = 24;
/** The top grid's cells take two characters each; the quadtree nodes (eight characters, four children) follow. */
const NODES_OFFSET = 2 * GRID_COLUMNS * GRID_ROWS;
/** Two characters are a number base 56 in the characters from '#' (code 35) up. */
const BASE = 56;
const FIRST_CODE = 35;

/**
 * tz-lookup's grid of 48 × 24 cells of 7.5° (rows from 90° N, columns from 180° W), each cell its quadtree,
 * read from the text of its tz.js. Values at or above 56² − the number of zones are leaves (a zone's index
 * counted from there); a smaller value in a cell is a node's index, in a node it is the child's distance past it.
 */
export function readTzLookupGrid(source: string): TZoneTree[][] {
  const match = DATA.exec(source);
  if (!match) throw new Error('tz-lookup changed the layout of tz.js: update scripts/us-time-zones/read-tz-lookup.ts');
  const [, tree = '', zoneList = '[]'] = match;
  const zones = JSON.parse(zoneList) as string[];
  const firstLeaf = BASE * BASE - zones.length;
  const nodeCount = (tree.length - NODES_OFFSET) / 8;
  if (!Number.isInteger(nodeCount)) throw new Error(`tz.js: ${tree.length} characters of tree are not a grid and whole nodes`);

  const valueAt = (index: number) => BASE * (tree.charCodeAt(index) - FIRST_CODE) + (tree.charCodeAt(index + 1) - FIRST_CODE);
  const leafOrNode = (value: number, nodeIndex: number): TZoneTree => {
    if (value >= firstLeaf) {
      const zone = zones[value - firstLeaf];
      if (zone === undefined) throw new Error(`tz.js: no zone ${value - firstLeaf}`);
      return zone;
    }
    if (nodeIndex >= nodeCount) throw new Error(`tz.js: no node ${nodeIndex}`);
    return [0, 1, 2, 3].map((child) => {
      const childValue = valueAt(NODES_OFFSET + 8 * nodeIndex + 2 * child);
      return leafOrNode(childValue, nodeIndex + childValue + 1);
    });
  };

  return Array.from({ length: GRID_ROWS }, (_, row) =>
    Array.from({ length: GRID_COLUMNS }, (_, column) => {
      const value = valueAt(2 * (GRID_COLUMNS * row + column));
      return leafOrNode(value, value);
    }),
  );
}
