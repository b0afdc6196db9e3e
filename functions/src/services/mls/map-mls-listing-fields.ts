import { BATHROOM_VALUES, LISTING_STATES, type TListingState, type TPropertyType } from '@shared/constants/listing';
import type { TMlsListing } from '../../adapters/mls/mls-client';

/** Each reader answers the value, or a sentence for the sync log naming the Data Dictionary field. */
export type TFieldResult<T> = { value: T } | { error: string };

const SUBTYPE_TO_TYPE: Record<string, TPropertyType> = {
  'single family residence': 'single-family',
  'single family': 'single-family',
  'manufactured home': 'single-family',
  'mobile home': 'single-family',
  cabin: 'single-family',
  condominium: 'condo',
  condo: 'condo',
  apartment: 'condo',
  'stock cooperative': 'condo',
  'own your own': 'condo',
  townhouse: 'townhouse',
  townhome: 'townhouse',
  duplex: 'multi-family',
  triplex: 'multi-family',
  quadruplex: 'multi-family',
  'multi family': 'multi-family',
  'multi-family': 'multi-family',
};

/** PropertySubType decides where it is known; otherwise the PropertyType, where it means homes for sale. */
export function readPropertyType(listing: TMlsListing): TFieldResult<TPropertyType> {
  const subType = SUBTYPE_TO_TYPE[(listing.propertySubType ?? '').toLowerCase()];
  const type = (listing.propertyType ?? '').toLowerCase();
  if (type === 'residential lease' || type === 'commercial lease') return { error: `PropertyType "${listing.propertyType}" is a lease; we list homes for sale` };
  if (subType && (type === '' || type === 'residential' || type === 'residential income')) return { value: subType };
  if (type === 'residential') return { value: 'single-family' };
  if (type === 'residential income') return { value: 'multi-family' };
  return { error: `PropertyType "${listing.propertyType ?? ''}"${listing.propertySubType ? ` / PropertySubType "${listing.propertySubType}"` : ''} is not a home type we list` };
}

/** UnparsedAddress, without a trailing ", City, ST 12345" some MLSs append; else the street parts. */
export function readStreetAddress(listing: TMlsListing): TFieldResult<string> {
  const raw = listing.raw;
  const part = (name: string) => (typeof raw[name] === 'string' && raw[name] !== '' ? (raw[name] as string) : null);
  let address = listing.unparsedAddress;
  if (address && listing.city) {
    const cityAt = address.toLowerCase().lastIndexOf(`, ${listing.city.toLowerCase()}`);
    if (cityAt > 0) address = address.slice(0, cityAt);
  }
  if (!address && listing.streetNumber && listing.streetName) {
    const street = [listing.streetNumber, part('StreetDirPrefix'), listing.streetName, part('StreetSuffix'), part('StreetDirSuffix')].filter(Boolean).join(' ');
    address = listing.unitNumber ? `${street} Unit ${listing.unitNumber}` : street;
  }
  if (!address) return { error: 'No address: neither UnparsedAddress nor StreetNumber and StreetName' };
  if (address.length > 200) return { error: 'UnparsedAddress is longer than 200 characters' };
  return { value: address.replace(/\s+/g, ' ').trim() };
}

export function readState(listing: TMlsListing): TFieldResult<TListingState> {
  const given = (listing.stateOrProvince ?? '').trim();
  const state = LISTING_STATES.find((candidate) => candidate.value === given.toUpperCase() || candidate.label.toLowerCase() === given.toLowerCase());
  if (state) return { value: state.value };
  return { error: `StateOrProvince "${given}" is not a state we list in (${LISTING_STATES.map((candidate) => candidate.value).join(', ')})` };
}

/** Our choices are 1 to 5 where 5 means "5+"; a studio (0) has no choice of ours, so it is refused rather than misstated. */
export function readBedrooms(listing: TMlsListing): TFieldResult<number> {
  const bedrooms = listing.bedroomsTotal;
  if (bedrooms === null) return { error: 'BedroomsTotal is missing' };
  if (!Number.isInteger(bedrooms) || bedrooms < 1) return { error: `BedroomsTotal ${bedrooms}: our listings have 1 to 5+ bedrooms` };
  return { value: Math.min(bedrooms, 5) };
}

/**
 * Full plus half baths where the MLS sends them (each half bath counts 0.5), else BathroomsTotalInteger;
 * then the nearest of our choices not above it (1, 1.5, 2, 2.5, 3 meaning "3+").
 */
export function readBathrooms(listing: TMlsListing): TFieldResult<number> {
  const full = typeof listing.raw.BathroomsFull === 'number' ? listing.raw.BathroomsFull : null;
  const half = typeof listing.raw.BathroomsHalf === 'number' ? listing.raw.BathroomsHalf : 0;
  const total = full !== null ? full + half / 2 : listing.bathroomsTotalInteger;
  if (total === null) return { error: 'BathroomsTotalInteger is missing' };
  if (total < 1) return { error: `BathroomsTotalInteger ${total}: our listings have at least 1 bathroom` };
  const choice = [...BATHROOM_VALUES].reverse().find((value) => value <= total);
  return { value: choice ?? 1 };
}

export function readPrice(listing: TMlsListing, maxPrice: number): TFieldResult<number> {
  if (listing.listPrice === null) return { error: 'ListPrice is missing' };
  const price = Math.round(listing.listPrice);
  if (price < 1 || price > maxPrice) return { error: `ListPrice ${listing.listPrice} is outside $1 to $${maxPrice.toLocaleString('en-US')}` };
  return { value: price };
}

const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;

/** Unknown living area is 0, as the listing form allows; square metres are converted. */
export function readSquareFeet(listing: TMlsListing): TFieldResult<number> {
  if (listing.livingArea === null) return { value: 0 };
  const isMetric = typeof listing.raw.LivingAreaUnits === 'string' && /met/i.test(listing.raw.LivingAreaUnits);
  const squareFeet = Math.round(listing.livingArea * (isMetric ? SQUARE_FEET_PER_SQUARE_METRE : 1));
  if (squareFeet < 0 || squareFeet > 1_000_000) return { error: `LivingArea ${listing.livingArea} is outside 0 to 1,000,000 square feet` };
  return { value: squareFeet };
}
