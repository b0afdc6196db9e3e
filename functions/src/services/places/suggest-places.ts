import { PLACE_SUGGESTION_LIMIT } from '@shared/constants/places';
import type { TPlaceSuggestResponse, TPlaceSuggestion } from '@shared/schemas/place.schema';
import { listPublicListingsByStreet, type TStreetListing } from '../../data/listing-street-repository';
import { splitStreetAddress } from '../../data/place-text';
import type { TDeps } from '../deps';
import { readGazetteerFile } from './gazetteer-data';
import { buildGazetteerIndex, searchGazetteer, type TGazetteerIndex } from './gazetteer-index';

/** Listings kept among the suggestions when places could fill them all. */
const MIN_LISTINGS_SHOWN = 3;
/** A listing's frame: about 150 m around it. */
const LISTING_HALF_SIZE_DEGREES = 0.0015;

let gazetteer: TGazetteerIndex | undefined;
/** Read once per container, on the first suggestion (about 150 ms), then kept. */
const gazetteerIndex = () => (gazetteer ??= buildGazetteerIndex(readGazetteerFile()));

/**
 * Up to PLACE_SUGGESTION_LIMIT places for what someone has typed.
 * 1. places from the offline gazetteer: ZIP codes for digits, else cities and counties by name prefix
 * 2. our public listings whose street begins with the typed street (after a house number, if typed): one
 *    Query on the street index
 * 3. typed with a house number, the listings come first; otherwise the places, with room kept for up to
 *    MIN_LISTINGS_SHOWN listings
 */
export async function suggestPlaces(deps: TDeps, input: { q: string }): Promise<TPlaceSuggestResponse> {
  const places = searchGazetteer(gazetteerIndex(), input.q, PLACE_SUGGESTION_LIMIT);
  const { number, street } = splitStreetAddress(input.q);
  const listings = street
    ? (await listPublicListingsByStreet(deps.db, { streetPrefix: street, numberPrefix: number || undefined, limit: PLACE_SUGGESTION_LIMIT })).map(toSuggestion)
    : [];
  if (number) return { suggestions: [...listings, ...places].slice(0, PLACE_SUGGESTION_LIMIT) };
  const placeCount = Math.min(places.length, PLACE_SUGGESTION_LIMIT - Math.min(listings.length, MIN_LISTINGS_SHOWN));
  return { suggestions: [...places.slice(0, placeCount), ...listings].slice(0, PLACE_SUGGESTION_LIMIT) };
}

function toSuggestion(listing: TStreetListing): TPlaceSuggestion {
  const { lat, lng } = listing.coordinates;
  const d = LISTING_HALF_SIZE_DEGREES;
  return {
    kind: 'address',
    label: `${listing.address}, ${listing.city}, ${listing.state} ${listing.zipCode}`,
    center: [lng, lat],
    bbox: [lng - d, lat - d, lng + d, lat + d],
    propertyId: listing.id,
  };
}
