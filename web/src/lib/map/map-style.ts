import type { StyleSpecification } from 'maplibre-gl';

/**
 * A style URL given at build time (VITE_MAP_STYLE_URL: a self-hosted Protomaps style, Amazon Location
 * Service, a commercial provider) replaces the offline base map; the deploy must name the same URL so the
 * Content-Security-Policy admits its host (README: Map).
 */
export const MAP_STYLE_URL: string | null = import.meta.env.VITE_MAP_STYLE_URL?.trim() || null;

/** From this zoom the county lines are drawn (and their 0.8 MB of shapes fetched, once). */
export const COUNTIES_MIN_ZOOM = 6;

const empty = (): GeoJSON.FeatureCollection => ({ type: 'FeatureCollection', features: [] });

/**
 * The base map that needs no tile server: the US Census state and county shapes (us-atlas, served by the
 * site itself) as land on a water-coloured background. The shapes are filled in once fetched.
 */
export const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    states: { type: 'geojson', data: empty() },
    counties: { type: 'geojson', data: empty() },
  },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': '#cfe0ea' } },
    { id: 'states-fill', type: 'fill', source: 'states', paint: { 'fill-color': '#f4f1e8' } },
    { id: 'counties-line', type: 'line', source: 'counties', minzoom: COUNTIES_MIN_ZOOM, paint: { 'line-color': '#d9d2c2', 'line-width': 0.6 } },
    { id: 'states-line', type: 'line', source: 'states', paint: { 'line-color': '#a89f8c', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 10, 1.6] } },
  ],
};
