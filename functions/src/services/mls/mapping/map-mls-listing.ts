import {
  LISTING_PHOTO_MAX_FILES,
  MAX_LISTING_PRICE,
  PROPERTY_TYPES,
  bathroomsTotal,
  isOffMarket,
  type TListingState,
  type TMarketStatus,
} from '@shared/constants/listing';
import type { TMlsListing } from '../../../adapters/mls/mls-client';
import type { TPropertyRecord } from '../../../data/property-records';
import {
  readBathrooms,
  readBedrooms,
  readExtras,
  readMarketStatus,
  readPrice,
  readPropertyType,
  readSquareFeet,
  readState,
  readStreetAddress,
  type TFieldResult,
  type TListingExtras,
  type TMlsRefusal,
} from './map-mls-listing-fields';
import { listingTimeZone } from '../../properties/listing-time-zone';

/**
 * Our publishing status for a listing the MLS forbids on the internet, and for listings gone from the
 * feed: the listing stays with the agent but has no public page. (A listing that left the market is
 * still published, with its market status, so people who saved it keep its page.)
 */
export const MLS_OFF_MARKET_STATUS = 'draft';
export type TMlsListingStatus = 'active' | typeof MLS_OFF_MARKET_STATUS;

export type TMappedMlsListing = {
  listingKey: string;
  modificationTimestamp: string;
  /** The listing's own fields as our property record holds them, with the MLS status and a state we serve. */
  listing: Pick<
    TPropertyRecord,
    'title' | 'address' | 'city' | 'zipCode' | 'price' | 'bedrooms' | 'bathrooms' | 'squareFeet' | 'propertyType' | 'description' | 'coordinates' | 'timeZone'
  > &
    TListingExtras & {
      state: TListingState;
      status: TMlsListingStatus;
      marketStatus: TMarketStatus;
      bathroomsFull: number;
      bathroomsHalf: number;
    };
  /** The first photos by Order, as many as a listing may hold; the worker copies them into our bucket. */
  photos: { url: string; order: number }[];
  openHouses: { key: string | null; startsAt: string; endsAt: string; notes: string | null }[];
  /** What IDX rules require us to show, or not show, with an imported listing. */
  idx: {
    mlsName: string;
    listOfficeName: string | null;
    listAgentFullName: string | null;
    /** "Listing data last updated …" */
    lastUpdatedAt: string;
    /** InternetEntireListingDisplayYN: false keeps the listing off every public page. */
    isListingDisplayed: boolean;
    /** InternetAddressDisplayYN: false hides the street address (the title never contains it then). */
    isAddressDisplayed: boolean;
  };
};

export type TMlsMappingError = { field: string; message: string };
/**
 * A record that maps, or one that does not: `refusal` when it is readable but not a home for sale (a
 * lease, commercial property: counted as refused, not as an error), with `errors` naming every field
 * that stops it (a refusal's own sentence among them, for readers that know only errors).
 */
export type TMlsMappingResult = { ok: true; value: TMappedMlsListing } | { ok: false; errors: TMlsMappingError[]; refusal: TMlsRefusal | null };

/**
 * Maps one MLS listing (Data Dictionary terms) onto our listing's fields, or lists every field that
 * stops it, in words a person can act on. Pure: no clock, no I/O.
 * 1. refuse what is not a home for sale (leases, commercial) before reading anything else
 * 2. read each required field as the MLS states it (studios, 7 bedrooms, 2 full and 1 half baths, every
 *    US state and territory), and the optional facts (lot, year built, HOA fee, listing dates)
 * 3. the market status from StandardStatus; published unless the IDX display flag forbids it
 * 4. keep photos (first by Order) and open houses that end after they start, none once it left the market
 * 5. the listing's time zone from its coordinates, else its state
 */
export function mapMlsListing(listing: TMlsListing, context: { mlsName: string }): TMlsMappingResult {
  const errors: TMlsMappingError[] = [];
  const take = <T>(field: string, result: TFieldResult<T>): T | undefined => {
    if ('error' in result) errors.push({ field, message: result.error });
    return 'value' in result ? result.value : undefined;
  };
  const required = (field: string, value: string | null, max: number): TFieldResult<string> =>
    value === null ? { error: `${field} is missing` } : value.length > max ? { error: `${field} is longer than ${max} characters` } : { value };

  const typeResult = readPropertyType(listing);
  if ('refused' in typeResult) return refused(typeResult.refused, 'PropertyType');
  const statusResult = readMarketStatus(listing);
  if ('refused' in statusResult) return refused(statusResult.refused, 'StandardStatus');
  const propertyType = typeResult.value;
  const marketStatus = take('StandardStatus', statusResult);
  const price = take('ListPrice', readPrice(listing, MAX_LISTING_PRICE));
  const bedrooms = take('BedroomsTotal', readBedrooms(listing, propertyType));
  const bathrooms = take('BathroomsFull', readBathrooms(listing, propertyType));
  const squareFeet = take('LivingArea', readSquareFeet(listing));
  const address = take('UnparsedAddress', readStreetAddress(listing));
  const city = take('City', required('City', listing.city, 100));
  const state = take('StateOrProvince', readState(listing));
  const zipCode = take(
    'PostalCode',
    /^\d{5}(-\d{4})?$/.test(listing.postalCode ?? '')
      ? { value: listing.postalCode! }
      : { error: `PostalCode "${listing.postalCode ?? ''}" is not a 5-digit ZIP code` },
  );
  if (
    errors.length > 0 ||
    price === undefined ||
    bedrooms === undefined ||
    bathrooms === undefined ||
    squareFeet === undefined ||
    address === undefined ||
    city === undefined ||
    state === undefined ||
    zipCode === undefined ||
    marketStatus === undefined
  ) {
    return { ok: false, errors, refusal: null };
  }

  const isListingDisplayed = listing.internetEntireListingDisplayYN !== false;
  const isAddressDisplayed = listing.internetAddressDisplayYN !== false;
  const typeLabel = PROPERTY_TYPES.find((type) => type.value === propertyType)!.label;
  const coordinates = isAddressDisplayed ? readCoordinates(listing) : areaOf(readCoordinates(listing));
  const hasLeftMarket = isOffMarket(marketStatus);
  return {
    ok: true,
    value: {
      listingKey: listing.listingKey,
      modificationTimestamp: listing.modificationTimestamp,
      listing: {
        title: (isAddressDisplayed ? address : `${typeLabel} in ${city}`).slice(0, 120),
        address,
        city,
        state,
        zipCode,
        price,
        bedrooms,
        bathrooms: bathroomsTotal(bathrooms.full, bathrooms.half),
        bathroomsFull: bathrooms.full,
        bathroomsHalf: bathrooms.half,
        squareFeet,
        propertyType,
        description: (listing.publicRemarks ?? '').slice(0, 5000),
        status: isListingDisplayed ? 'active' : MLS_OFF_MARKET_STATUS,
        marketStatus,
        coordinates,
        timeZone: listingTimeZone({ state, coordinates }),
        ...readExtras(listing),
      },
      photos: listing.media.filter((media) => /^https?:\/\//.test(media.url)).slice(0, LISTING_PHOTO_MAX_FILES),
      // A listing that left the market holds no open houses: feeds and saved lists show them cancelled.
      openHouses: (hasLeftMarket ? [] : listing.openHouses)
        .filter((openHouse) => Date.parse(openHouse.endsAt) > Date.parse(openHouse.startsAt))
        .map((openHouse) => ({ key: openHouse.key, startsAt: openHouse.startsAt, endsAt: openHouse.endsAt, notes: openHouse.remarks?.slice(0, 500) ?? null })),
      idx: {
        mlsName: context.mlsName,
        listOfficeName: listing.listOfficeName,
        listAgentFullName: listing.listAgentFullName,
        lastUpdatedAt: listing.modificationTimestamp,
        isListingDisplayed,
        isAddressDisplayed,
      },
    },
  };
}

function refused(refusal: TMlsRefusal, field: string): TMlsMappingResult {
  return { ok: false, errors: [{ field, message: refusal.message }], refusal };
}

/** Decimals kept of a withheld address's coordinates: about a kilometre, so a map pin shows the area, not the house. */
const AREA_DECIMALS = 2;

function areaOf(coordinates: { lat: number; lng: number } | null): { lat: number; lng: number } | null {
  const round = (degrees: number) => Number(degrees.toFixed(AREA_DECIMALS));
  return coordinates && { lat: round(coordinates.lat), lng: round(coordinates.lng) };
}

/** Missing, out-of-range or 0,0 coordinates (a common placeholder) are left out rather than refused. */
function readCoordinates(listing: TMlsListing): { lat: number; lng: number } | null {
  const { latitude: lat, longitude: lng } = listing;
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return { lat, lng };
}
