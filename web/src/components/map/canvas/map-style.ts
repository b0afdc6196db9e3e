import type { StyleSpecification } from 'maplibre-gl';

/**
 * A style URL given at build time (VITE_MAP_STYLE_URL: a self-hosted Protomaps style, Amazon Location
 * Service, a commercial provider) replaces the offline base map; the deploy must name the same URL so the
 * Content-Security-Policy admits its host (README: Map).
 */
export const MAP_STYLE_URL: string | null = import.meta.env.VITE_MAP_STYLE_URL?.trim() || null;

/** From this zoom the county lines are drawn (and their 0.8 MB of shapes fetched, once). */
export const COUNTIES_MIN_ZOOM = 6;

export const WATER_COLOR = '#cfe0ea';
export const LAND_COLOR = '#f4f1e8';

const empty = (): GeoJSON.FeatureCollection => ({ type: 'FeatureCollection', features: [] });

/**
 * The base map that needs no tile server: the US Census state and county shapes (us-atlas, served by the
 * site itself) as land on a water-coloured background. The states come in the style (fetched beside MapLibre's
 * code, see state-shapes.ts), so the first frame draws land; the counties are filled in once fetched.
 */
export function offlineStyle(states: GeoJSON.FeatureCollection | GeoJSON.Feature = empty(), background: string = WATER_COLOR): StyleSpecification {
  return {
    version: 8,
    sources: {
      states: { type: 'geojson', data: states },
      counties: { type: 'geojson', data: empty() },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': background } },
      { id: 'states-fill', type: 'fill', source: 'states', paint: { 'fill-color': LAND_COLOR } },
      { id: 'counties-line', type: 'line', source: 'counties', minzoom: COUNTIES_MIN_ZOOM, paint: { 'line-color': '#d9d2c2', 'line-width': 0.6 } },
      {
        id: 'states-line',
        type: 'line',
        source: 'states',
        paint: { 'line-color': '#a89f8c', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 10, 1.6] },
      },
    ],
  };
}
