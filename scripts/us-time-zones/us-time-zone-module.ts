import { gridX, gridY } from '../../functions/src/services/properties/time-zone-grid';
import { readTzLookupGrid } from './read-tz-lookup';
import type { TRegion } from './us-regions';
import { isNode, type TZoneTree } from './zone-tree';

/** The root spans 64 × 64 of tz-lookup's cells (its 48 × 24 and nothing past them): six levels down, a node is a cell. */
const ROOT_CELLS = 64;
/** A symbol is one character, its code less 35 ('#'): 0 the next node, 1 outside, 2 + i the i-th zone. */
const FIRST_CODE = 35;
const NODE_SYMBOL = 0;
const OUTSIDE_SYMBOL = 1;
const FIRST_ZONE_SYMBOL = 2;
const LAST_CODE = 126;

type TGridBox = { left: number; top: number; right: number; bottom: number };

/** A region on the grid, through the decoder's own arithmetic, so that every point in it lands inside. */
const toGridBox = (region: TRegion): TGridBox => ({
  left: gridX(region.west),
  right: gridX(region.east),
  top: gridY(region.north),
  bottom: gridY(region.south),
});

/** The 64 × 64-cell root over tz-lookup's grid, outside it (east of 48 cells, south of 24) nothing. */
function rootOver(grid: TZoneTree[][]): TZoneTree {
  const square = (column: number, row: number, size: number): TZoneTree => {
    if (size === 1) return grid[row]?.[column] ?? null;
    const half = size / 2;
    return [square(column, row, half), square(column + half, row, half), square(column, row + half, half), square(column + half, row + half, half)];
  };
  return square(0, 0, ROOT_CELLS);
}

/**
 * The tree with every node that meets no region made "outside", and every node whose children are one
 * and the same leaf made that leaf: exact inside the regions, and never a zone tz-lookup would not answer.
 */
function cutTo(tree: TZoneTree, boxes: TGridBox[], left = 0, top = 0, size = ROOT_CELLS): TZoneTree {
  const meets = boxes.some((box) => box.left <= left + size && box.right >= left && box.top <= top + size && box.bottom >= top);
  if (!meets) return null;
  if (!isNode(tree)) return tree;
  const half = size / 2;
  const children = tree.map((child, quadrant) => cutTo(child, boxes, left + (quadrant % 2) * half, top + Math.floor(quadrant / 2) * half, half));
  const [first] = children;
  return first !== undefined && !isNode(first) && children.every((child) => child === first) ? first : children;
}

function leavesOf(tree: TZoneTree, zones = new Set<string>()): Set<string> {
  if (isNode(tree)) for (const child of tree) leavesOf(child, zones);
  else if (tree !== null) zones.add(tree);
  return zones;
}

/** Nodes breadth first, each its four children's symbols: the nth node symbol met is node n (the root is node 0). */
function encode(root: TZoneTree[], zones: string[]): string {
  const symbolOf = (child: TZoneTree) => (isNode(child) ? NODE_SYMBOL : child === null ? OUTSIDE_SYMBOL : FIRST_ZONE_SYMBOL + zones.indexOf(child));
  const queue = [root];
  let text = '';
  for (const node of queue) {
    for (const child of node) {
      if (isNode(child)) queue.push(child);
      text += String.fromCharCode(FIRST_CODE + symbolOf(child));
    }
  }
  return text;
}

/** Zones sorted by name, grouped by their area (up to the first slash), which keeps their order. */
function byArea(sortedZones: string[]): Map<string, string[]> {
  const areas = new Map<string, string[]>();
  for (const zone of sortedZones) {
    const [, area = '', place = ''] = /^([A-Za-z]+)\/(\S+)$/.exec(zone) ?? [];
    if (!area) throw new Error(`Zone ${JSON.stringify(zone)} is not an area and a place without spaces`);
    areas.set(area, [...(areas.get(area) ?? []), place]);
  }
  return areas;
}

/** The generated module (functions/src/services/properties/us-time-zone-tree.ts) for tz-lookup's tz.js and the regions. */
export function usTimeZoneModule(tzLookupSource: string, tzLookupVersion: string, regions: TRegion[]): string {
  const root = cutTo(rootOver(readTzLookupGrid(tzLookupSource)), regions.map(toGridBox));
  if (!isNode(root)) throw new Error('The regions hold a single zone: nothing to look up');
  const zones = [...leavesOf(root)].sort();
  if (FIRST_CODE + FIRST_ZONE_SYMBOL + zones.length - 1 > LAST_CODE) throw new Error(`${zones.length} zones: more than one character can count`);
  return `// Generated from @photostructure/tz-lookup ${tzLookupVersion} by \`npm run tz:build\` (scripts/build-us-time-zones.ts): do not edit.

/** The zones the tree's leaves name, by area (\`America/Indiana/Knox\` is \`Indiana/Knox\` in America), in the order its symbols count them. */
const PLACES_BY_AREA: Record<string, string> = {
${[...byArea(zones)].map(([area, places]) => `  ${area}: '${places.join(' ')}',`).join('\n')}
};

export const US_TIME_ZONES: readonly string[] = Object.entries(PLACES_BY_AREA).flatMap(([area, places]) => places.split(' ').map((place) => \`\${area}/\${place}\`));

/**
 * tz-lookup's quadtree kept where it meets the US regions (scripts/us-time-zones/us-regions.ts), its root
 * 64 × 64 of tz-lookup's 7.5° cells from 180° W and 90° N (six levels down, a node is one cell). Nodes breadth
 * first, each four characters for its children (north-west, north-east, south-west, south-east); a character's
 * code less ${FIRST_CODE} is ${NODE_SYMBOL} for the next node, ${OUTSIDE_SYMBOL} for outside the regions, ${FIRST_ZONE_SYMBOL} + i for US_TIME_ZONES[i].
 */
export const US_TIME_ZONE_TREE =
  ${JSON.stringify(encode(root, zones))};
`;
}
