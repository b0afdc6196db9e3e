import type { TPlaceSuggestion } from '@shared/schemas/place.schema';
import { normalizePlaceText } from '../../data/place-text';
import type { TGazetteerData } from './gazetteer-data';

/**
 * The gazetteer as a prefix index: the cities and counties in one array sorted by their search key
 * ("denver co", "travis county tx"), the ZIP codes in another sorted by code. A prefix is two binary
 * searches for its range, then one pass over the range keeping the best few, so a 3-letter prefix costs
 * well under a millisecond (the widest, "san", spans about 800 names).
 *
 * Order: a name the query spells out in full ("denver", "denver co") before a name it only begins; then by
 * rank (a city's population; a county's, half that of the largest city in its box); ties by label, then city
 * before county. ZIP codes answer a query of digits, in numeric order.
 */
export type TGazetteerIndex = { names: TNameEntry[]; zips: TZipEntry[] };

type TNameEntry = { key: string; name: string; rank: number; order: number; place: TPlaceSuggestion };
type TZipEntry = TGazetteerData['zips'][number];

const KIND_ORDER = { city: 0, county: 1 } as const;
/**
 * A county ranks with this share of its largest city's population: people typing a name mostly mean the
 * city, so Denver (the city) comes before Denver County, which still comes before a smaller city.
 */
const COUNTY_RANK_SHARE = 0.5;

export function buildGazetteerIndex(data: TGazetteerData): TGazetteerIndex {
  const names: TNameEntry[] = [];
  for (const [name, state, population, lng, lat, w, s, e, n] of data.cities) {
    const place: TPlaceSuggestion = { kind: 'city', label: `${name}, ${state}`, center: [lng, lat], bbox: [w, s, e, n] };
    names.push({ key: normalizePlaceText(`${name} ${state}`), name: normalizePlaceText(name), rank: population, order: KIND_ORDER.city, place });
  }
  for (const [label, state, , lng, lat, w, s, e, n, rank] of data.counties) {
    const place: TPlaceSuggestion = { kind: 'county', label: `${label}, ${state}`, center: [lng, lat], bbox: [w, s, e, n] };
    names.push({
      key: normalizePlaceText(`${label} ${state}`),
      name: normalizePlaceText(label),
      rank: rank * COUNTY_RANK_SHARE,
      order: KIND_ORDER.county,
      place,
    });
  }
  names.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // The build script writes them in order; sorting again costs nothing when they are.
  const zips = [...data.zips].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { names, zips };
}

const zipPlace = ([zip, city, state, lng, lat]: TZipEntry): TPlaceSuggestion => ({
  kind: 'zip',
  label: `${zip}, ${city}, ${state}`,
  center: [lng, lat],
  bbox: zipBox(lng, lat),
});

/** A ZIP code's frame: about 3 km around its centre (the data has centres, not shapes). */
const ZIP_HALF_SIZE_KM = 3;
function zipBox(lng: number, lat: number): [number, number, number, number] {
  const dLat = ZIP_HALF_SIZE_KM / 111.32;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  const r = (x: number) => Math.round(x * 1e3) / 1e3;
  return [r(lng - dLng), r(lat - dLat), r(lng + dLng), r(lat + dLat)];
}

/** The first index whose key is ≥ prefix. */
function lowerBound<T>(items: readonly T[], keyOf: (item: T) => string, prefix: string): number {
  let [low, high] = [0, items.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keyOf(items[mid]!) < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The best `limit` places whose name or ZIP code begins with the query (see the order above). */
export function searchGazetteer(index: TGazetteerIndex, query: string, limit: number): TPlaceSuggestion[] {
  const q = normalizePlaceText(query);
  if (!q) return [];
  if (/^\d+$/.test(q)) {
    const start = lowerBound(index.zips, (z) => z[0], q);
    const found: TPlaceSuggestion[] = [];
    for (let i = start; i < index.zips.length && found.length < limit && index.zips[i]![0].startsWith(q); i++) found.push(zipPlace(index.zips[i]!));
    return found;
  }
  const best: { entry: TNameEntry; isExact: boolean }[] = [];
  for (let i = lowerBound(index.names, (e) => e.key, q); i < index.names.length && index.names[i]!.key.startsWith(q); i++) {
    const entry = index.names[i]!;
    const candidate = { entry, isExact: entry.name === q || entry.key === q };
    if (best.length === limit && compare(candidate, best[limit - 1]!) >= 0) continue;
    // Insertion into a short sorted list: the range can be long, the list never is.
    let at = best.length;
    while (at > 0 && compare(candidate, best[at - 1]!) < 0) at--;
    best.splice(at, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return best.map(({ entry }) => entry.place);
}

function compare(a: { entry: TNameEntry; isExact: boolean }, b: { entry: TNameEntry; isExact: boolean }): number {
  if (a.isExact !== b.isExact) return a.isExact ? -1 : 1;
  if (a.entry.rank !== b.entry.rank) return b.entry.rank - a.entry.rank;
  if (a.entry.place.label !== b.entry.place.label) return a.entry.place.label < b.entry.place.label ? -1 : 1;
  return a.entry.order - b.entry.order;
}
