import type { TGeocode, TGeocoder, TGeocodeQuery } from '../../adapters/geocoding/geocoder';
import { normalizePlaceText } from '../../data/place-text';
import { readGazetteerFile, type TGazetteerData } from './gazetteer-data';

type TPoint = { lat: number; lng: number };
/** The gazetteer as lookups: ZIP code → its centre and state; "city|ST" → the place's centre. */
type TGazetteerLookup = { zips: Map<string, { state: string; point: TPoint }>; places: Map<string, TPoint> };

const placeKey = (city: string, state: string) => `${normalizePlaceText(city)}|${state.toUpperCase()}`;

export function buildGazetteerLookup(data: Pick<TGazetteerData, 'cities' | 'zips'>): TGazetteerLookup {
  const zips: TGazetteerLookup['zips'] = new Map();
  const places: TGazetteerLookup['places'] = new Map();
  for (const [name, state, , lng, lat] of data.cities) places.set(placeKey(name, state), { lat, lng });
  for (const [zip, city, state, lng, lat] of data.zips) {
    zips.set(zip, { state, point: { lat, lng } });
    // A place too small for the cities (under 1,000 people) is found at its first ZIP code's centre.
    if (!places.has(placeKey(city, state))) places.set(placeKey(city, state), { lat, lng });
  }
  return { zips, places };
}

/**
 * Offline geocoding from the places gazetteer (zipcodes' ZIP centres, GeoNames' city centres): no street data
 * is at hand, so the best is the ZIP code's centre when the ZIP exists in the listing's state, else the centre of
 * its city or place in that state, else nothing.
 */
export function geocodeFromGazetteer(lookup: TGazetteerLookup, query: TGeocodeQuery): TGeocode | null {
  const zip = lookup.zips.get(query.zipCode.trim().slice(0, 5));
  if (zip && zip.state === query.state.toUpperCase()) return { coordinates: zip.point, precision: 'zip' };
  const place = lookup.places.get(placeKey(query.city, query.state));
  return place ? { coordinates: place, precision: 'city' } : null;
}

let lookup: TGazetteerLookup | undefined;
/** Read once per container, on the first address placed (about 100 ms), then kept. */
const gazetteerLookup = () => (lookup ??= buildGazetteerLookup(readGazetteerFile()));

/** The geocoder that needs no network (local runs, tests, and the cloud's fallback). Routes using it ship the gazetteer (`dataFiles`). */
export const gazetteerGeocoder: TGeocoder = { geocode: async (query) => geocodeFromGazetteer(gazetteerLookup(), query) };
