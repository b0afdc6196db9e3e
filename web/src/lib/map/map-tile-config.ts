/**
 * A real tile layer is used only when a tile URL is configured at build time (VITE_MAP_TILE_URL);
 * otherwise the map is drawn in the page and makes no external request (the default, and in tests).
 */
export const MAP_TILE_URL: string | null = import.meta.env.VITE_MAP_TILE_URL?.trim() || null;
export const MAP_TILE_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILE_ATTRIBUTION?.trim() || 'Map tiles from the configured tile provider';
