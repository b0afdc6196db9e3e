import { GeocodeCommand, type GeocodeCommandInput, type GeocodeCommandOutput, type GeocodeResultItem } from '@aws-sdk/client-geo-places';
import { getGeoPlacesClient } from '../../platform/geo-places-client';
import type { TGeocode, TGeocoder, TGeocodeQuery } from './geocoder';

/** Amazon Location's place types, by how exactly they stand for a street address; others (a region, a point of interest) place nothing. */
const PRECISION_OF_PLACE_TYPE: Partial<Record<NonNullable<GeocodeResultItem['PlaceType']>, TGeocode['precision']>> = {
  PointAddress: 'address',
  InterpolatedAddress: 'address',
  SecondaryAddress: 'address',
  InferredSecondaryAddress: 'address',
  Street: 'street',
  Intersection: 'street',
  PostalCode: 'zip',
  Locality: 'city',
  District: 'city',
  SubDistrict: 'city',
  Block: 'city',
  SubBlock: 'city',
};

/** The request for one address: the whole line, in the US, for a result we keep (Amazon's terms: `Storage`). */
export function geocodeRequestOf(query: TGeocodeQuery): GeocodeCommandInput {
  return {
    QueryText: `${query.address}, ${query.city}, ${query.state} ${query.zipCode}`,
    MaxResults: 1,
    Filter: { IncludeCountries: ['USA'] },
    IntendedUse: 'Storage',
  };
}

/**
 * The position in a Geocode answer (its `Position` is [longitude, latitude]), or null when it has none, is too
 * coarse, or lies in another state than the listing says (a wrong match is worse than an approximate one).
 */
export function geocodeOf(response: Pick<GeocodeCommandOutput, 'ResultItems'>, query: TGeocodeQuery): TGeocode | null {
  const best = response.ResultItems?.[0];
  const precision = best?.PlaceType ? PRECISION_OF_PLACE_TYPE[best.PlaceType] : undefined;
  const [lng, lat] = best?.Position ?? [];
  if (!best || !precision || typeof lng !== 'number' || typeof lat !== 'number') return null;
  const state = best.Address?.Region?.Code;
  if (state && state.toUpperCase() !== query.state.toUpperCase()) return null;
  return { coordinates: { lat, lng }, precision };
}

/**
 * Amazon Location Service Places v2 Geocode through the SDK's client (made once per container). The function
 * needs geo-places:Geocode (route resource 'geocode').
 */
export function createAmazonLocationGeocoder(): TGeocoder {
  return {
    async geocode(query) {
      return geocodeOf(await getGeoPlacesClient().send(new GeocodeCommand(geocodeRequestOf(query))), query);
    },
  };
}
