import type { TLocationPrecision } from '@shared/constants/listing-location';

/** A US address as the listing form takes it. */
export type TGeocodeQuery = { address: string; city: string; state: string; zipCode: string };

/** Where an address is, and how exactly (never `pin`: only an agent places one). */
export type TGeocode = { coordinates: { lat: number; lng: number }; precision: Exclude<TLocationPrecision, 'pin'> };

/**
 * The geocoding adapter; services receive one in their deps (`geocoder`). Answers null when the address
 * cannot be placed; throws only when the service could not be asked (the caller may try another).
 */
export type TGeocoder = { geocode: (query: TGeocodeQuery) => Promise<TGeocode | null> };
