import { gridX, gridY } from './time-zone-grid';
import { US_TIME_ZONE_TREE, US_TIME_ZONES } from './us-time-zone-tree';

const FIRST_CODE = 35;
const NODE_SYMBOL = 0;
const OUTSIDE_SYMBOL = 1;
const FIRST_ZONE_SYMBOL = 2;

const symbolAt = (slot: number) => US_TIME_ZONE_TREE.charCodeAt(slot) - FIRST_CODE;

/** The node a child slot holding one points to: nodes are stored breadth first, so the nth node symbol is node n. */
const nodeAt = new Uint16Array(US_TIME_ZONE_TREE.length);
for (let slot = 0, nodes = 0; slot < US_TIME_ZONE_TREE.length; slot++) if (symbolAt(slot) === NODE_SYMBOL) nodeAt[slot] = ++nodes;

/**
 * The IANA zone tz-lookup gives the point, wherever a US listing can be (the states and territories, see
 * scripts/us-time-zones/us-regions.ts); null outside them, or for coordinates that are not a point on Earth.
 * The first six halvings pick tz-lookup's 7.5° cell, the next ones halve it as tz-lookup does: subtracting
 * a power of two from a coordinate below twice that is exact, so every point takes tz-lookup's path.
 */
export function usTimeZoneAt(lat: number, lng: number): string | null {
  if (!(lat >= -90 && lat < 90 && lng >= -180 && lng <= 180)) return null;
  let x = gridX(lng);
  let y = gridY(lat);
  for (let node = 0, half = 32; ; half /= 2) {
    const east = x >= half ? 1 : 0;
    const south = y >= half ? 1 : 0;
    x -= east * half;
    y -= south * half;
    const slot = 4 * node + 2 * south + east;
    const symbol = symbolAt(slot);
    if (symbol === NODE_SYMBOL) node = nodeAt[slot]!;
    else return symbol === OUTSIDE_SYMBOL ? null : US_TIME_ZONES[symbol - FIRST_ZONE_SYMBOL]!;
  }
}
