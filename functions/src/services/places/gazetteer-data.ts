import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * The offline gazetteer's file (built by scripts/build-places-gazetteer.ts). It ships beside the code that
 * reads it: here in the source tree for the embedded runtime and the tests, and beside `index.mjs` in the
 * Lambda bundle (RouteFunction copies an entry's `dataFiles` there), so `import.meta.url` finds it in both.
 */
export const GAZETTEER_FILE_NAME = 'places-gazetteer.json.gz';
/** The file as the route entry names it (a path under functions/src). */
export const GAZETTEER_DATA_FILE = `services/places/${GAZETTEER_FILE_NAME}`;

type TBoxColumns = [west: number, south: number, east: number, north: number];

/** Compact rows (arrays, not objects: a third of the size). */
export type TGazetteerData = {
  version: 1;
  sources: string;
  cities: [name: string, state: string, population: number, lng: number, lat: number, ...TBoxColumns][];
  zips: [zip: string, city: string, state: string, lng: number, lat: number][];
  /** `rank`: the population of the largest of the gazetteer's cities inside the county's box, to order counties among cities. */
  counties: [label: string, state: string, fips: string, lng: number, lat: number, ...TBoxColumns, rank: number][];
};

/** Reads and unzips the gazetteer (about 25 ms); callers keep the result for the container's life. */
export function readGazetteerFile(): TGazetteerData {
  return JSON.parse(gunzipSync(readFileSync(new URL(`./${GAZETTEER_FILE_NAME}`, import.meta.url))).toString('utf8')) as TGazetteerData;
}
