/**
 * A time-zone quadtree: a zone name (a leaf), null (outside what was kept), or four children, ordered
 * north-west, north-east, south-west, south-east.
 */
export type TZoneTree = string | null | TZoneTree[];

export const isNode = (tree: TZoneTree): tree is TZoneTree[] => Array.isArray(tree);
