import type { GeometryCollection, Topology } from 'topojson-specification';
import { MAP_STYLE_URL } from './map-style';

export type TShapesTopology = Topology<Record<string, GeometryCollection>>;

let states: Promise<TShapesTopology | null> | null = null;

/**
 * The us-atlas state shapes (115 KB), fetched once per page. A map screen starts this beside the download of
 * MapLibre's code, so the offline base map is made with its land in it: fetched only once the map had loaded
 * its style, a city view stayed all water for some 2.5 s. Null when they cannot load (the map is water only),
 * and never asked for with a configured style.
 */
export function fetchStateShapes(): Promise<TShapesTopology | null> {
  if (MAP_STYLE_URL) return Promise.resolve(null);
  states ??= import('us-atlas/states-10m.json?url')
    .then(({ default: url }) => fetch(url))
    .then((response) => (response.ok ? (response.json() as Promise<TShapesTopology>) : null))
    .catch(() => null);
  return states;
}
