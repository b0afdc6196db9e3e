import {
  LISTING_STATES,
  MAX_BATHROOMS,
  MAX_BEDROOMS,
  SQUARE_FEET_PER_ACRE,
  type TAssociationFeeFrequency,
  type TListingState,
  type TMarketStatus,
  type TPropertyType,
} from '@shared/constants/listing';
import type { TMlsListing } from '../../../adapters/mls/mls-client';

/** Each reader answers the value, or a sentence for the sync log naming the Data Dictionary field. */
export type TFieldResult<T> = { value: T } | { error: string };

/** Why a readable record is left out: not a home for sale. The sync log counts these apart from errors. */
export type TMlsRefusalReason = 'lease' | 'commercial' | 'other-type' | 'incomplete';
export type TMlsRefusal = { reason: TMlsRefusalReason; message: string };

/** PropertySubType (Data Dictionary lookups, lower-cased) → our type. */
const SUBTYPE_TO_TYPE: Record<string, TPropertyType> = {
  'single family residence': 'single-family',
  'single family': 'single-family',
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
  'manufactured home': 'manufactured',
  'manufactured on land': 'manufactured',
  'mobile home': 'manufactured',
  'unimproved land': 'land',
  land: 'land',
  lot: 'land',
  farm: 'farm',
  ranch: 'farm',
  agriculture: 'farm',
};

/** PropertyType (Data Dictionary, and the RETS class names MLSs commonly send) → our type, when no sub type decides. */
const TYPE_TO_TYPE: Record<string, TPropertyType> = {
  residential: 'single-family',
  res: 'single-family',
  'residential income': 'multi-family',
  mul: 'multi-family',
  'multi-family': 'multi-family',
  'manufactured in park': 'manufactured',
  land: 'land',
  lnd: 'land',
  'lots and land': 'land',
  farm: 'farm',
  'farm and ranch': 'farm',
};

const LEASE_TYPES = new Set(['residential lease', 'commercial lease', 'rental', 'rnt', 'lease']);
const COMMERCIAL_TYPES = new Set(['commercial sale', 'commercial', 'com', 'business opportunity', 'business', 'bus']);
/** Sub types of a home-for-sale PropertyType that are not homes (a boat slip, a parking space, a timeshare). */
const NOT_HOME_SUBTYPES = new Set(['boat slip', 'deeded parking', 'timeshare', 'hotel/motel', 'mixed use', 'office', 'retail', 'industrial', 'warehouse']);

export type TTypeResult = { value: TPropertyType } | { refused: TMlsRefusal };

/**
 * PropertySubType decides where it is known; otherwise the PropertyType. Leases and commercial property
 * are refused with their reason (we list homes and land for sale); so is a type we do not know.
 */
export function readPropertyType(listing: TMlsListing): TTypeResult {
  const type = (listing.propertyType ?? '').trim().toLowerCase();
  const subType = (listing.propertySubType ?? '').trim().toLowerCase();
  const named = `PropertyType "${listing.propertyType ?? ''}"${listing.propertySubType ? ` / PropertySubType "${listing.propertySubType}"` : ''}`;
  if (LEASE_TYPES.has(type)) return { refused: { reason: 'lease', message: `${named} is a lease; we list homes for sale` } };
  if (COMMERCIAL_TYPES.has(type) || NOT_HOME_SUBTYPES.has(subType))
    return { refused: { reason: 'commercial', message: `${named} is commercial property; we list homes and land for sale` } };
  const bySubType = SUBTYPE_TO_TYPE[subType];
  if (bySubType) return { value: bySubType };
  const byType = TYPE_TO_TYPE[type];
  if (byType) return { value: byType };
  return { refused: { reason: 'other-type', message: `${named} is not a home type we list` } };
}

/** RESO StandardStatus (and the RETS ListingStatus words and letters MLSs send for it) → ours, lower-cased. */
const STATUS_TO_MARKET: Record<string, TMarketStatus> = {
  active: 'active',
  a: 'active',
  new: 'active',
  'back on market': 'active',
  'price change': 'active',
  'coming soon': 'coming-soon',
  cs: 'coming-soon',
  'active under contract': 'active-under-contract',
  'under contract': 'active-under-contract',
  contingent: 'active-under-contract',
  'active contingent': 'active-under-contract',
  'active option contract': 'active-under-contract',
  'active kick out': 'active-under-contract',
  backup: 'active-under-contract',
  'back up offer': 'active-under-contract',
  u: 'active-under-contract',
  pending: 'pending',
  'pending sale': 'pending',
  'under agreement': 'pending',
  p: 'pending',
  closed: 'closed',
  sold: 'closed',
  s: 'closed',
  withdrawn: 'withdrawn',
  'temporarily off market': 'withdrawn',
  'off market': 'withdrawn',
  hold: 'withdrawn',
  delete: 'withdrawn',
  w: 'withdrawn',
  t: 'withdrawn',
  expired: 'expired',
  x: 'expired',
  e: 'expired',
  canceled: 'canceled',
  cancelled: 'canceled',
  c: 'canceled',
};

export type TStatusResult = { value: TMarketStatus } | { error: string } | { refused: TMlsRefusal };

/**
 * The market status. A feed without StandardStatus is one that serves only what is for sale (Active);
 * Incomplete is a listing still being entered at the MLS, not yet one to show.
 */
export function readMarketStatus(listing: TMlsListing): TStatusResult {
  const given = (listing.standardStatus ?? '').trim();
  if (given === '') return { value: 'active' };
  if (given.toLowerCase() === 'incomplete')
    return { refused: { reason: 'incomplete', message: 'StandardStatus "Incomplete": the listing is still being entered at the MLS' } };
  const status = STATUS_TO_MARKET[given.toLowerCase()];
  return status ? { value: status } : { error: `StandardStatus "${given}" is not a status we know` };
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
  return { error: `StateOrProvince "${given}" is not a US state or territory` };
}

/** BedroomsTotal as given (0 is a studio). Land and farms without a house may leave it out: 0. */
export function readBedrooms(listing: TMlsListing, type: TPropertyType | undefined): TFieldResult<number> {
  const bedrooms = listing.bedroomsTotal;
  if (bedrooms === null) return type === 'land' || type === 'farm' ? { value: 0 } : { error: 'BedroomsTotal is missing' };
  if (!Number.isInteger(bedrooms) || bedrooms < 0 || bedrooms > MAX_BEDROOMS)
    return { error: `BedroomsTotal ${bedrooms} is not a whole number from 0 to ${MAX_BEDROOMS}` };
  return { value: bedrooms };
}

/**
 * BathroomsFull and BathroomsHalf as given (a three-quarter bath counts full, a quarter bath half),
 * else BathroomsTotalInteger as full baths. Land and farms may leave them out: none.
 */
export function readBathrooms(listing: TMlsListing, type: TPropertyType | undefined): TFieldResult<{ full: number; half: number }> {
  const full = rawNumber(listing, RAW_ALIASES.BathroomsFull);
  const half = rawNumber(listing, RAW_ALIASES.BathroomsHalf) ?? 0;
  const threeQuarter = rawNumber(listing, ['BathroomsThreeQuarter']) ?? 0;
  const quarter = rawNumber(listing, ['BathroomsOneQuarter']) ?? 0;
  const counts =
    full !== null
      ? { full: full + threeQuarter, half: half + quarter }
      : listing.bathroomsTotalInteger !== null
        ? { full: listing.bathroomsTotalInteger, half: 0 }
        : null;
  if (counts === null) return type === 'land' || type === 'farm' ? { value: { full: 0, half: 0 } } : { error: 'BathroomsTotalInteger is missing' };
  const isCount = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_BATHROOMS;
  if (!isCount(counts.full) || !isCount(counts.half))
    return { error: `Bathrooms ${counts.full} full and ${counts.half} half are not whole numbers from 0 to ${MAX_BATHROOMS}` };
  return { value: counts };
}

export function readPrice(listing: TMlsListing, maxPrice: number): TFieldResult<number> {
  if (listing.listPrice === null) return { error: 'ListPrice is missing' };
  const price = Math.round(listing.listPrice);
  if (price < 1 || price > maxPrice) return { error: `ListPrice ${listing.listPrice} is outside $1 to $${maxPrice.toLocaleString('en-US')}` };
  return { value: price };
}

const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;
const SQUARE_FEET_PER_HECTARE = 107_639;

/** Unknown living area is 0, as the listing form allows; square metres are converted. */
export function readSquareFeet(listing: TMlsListing): TFieldResult<number> {
  if (listing.livingArea === null) return { value: 0 };
  const isMetric = typeof listing.raw.LivingAreaUnits === 'string' && /met/i.test(listing.raw.LivingAreaUnits);
  const squareFeet = Math.round(listing.livingArea * (isMetric ? SQUARE_FEET_PER_SQUARE_METRE : 1));
  if (squareFeet < 0 || squareFeet > 1_000_000) return { error: `LivingArea ${listing.livingArea} is outside 0 to 1,000,000 square feet` };
  return { value: squareFeet };
}

/**
 * Data Dictionary fields our model reads from the record as sent (`raw`), each with the names RETS servers
 * commonly give it. Values may be numbers (RESO JSON) or text (RETS COMPACT).
 */
const RAW_ALIASES = {
  BathroomsFull: ['BathroomsFull', 'BathsFull', 'FullBaths'],
  BathroomsHalf: ['BathroomsHalf', 'BathsHalf', 'HalfBaths'],
  LotSizeSquareFeet: ['LotSizeSquareFeet', 'LotSqFt'],
  LotSizeAcres: ['LotSizeAcres', 'Acres'],
  YearBuilt: ['YearBuilt'],
  AssociationFee: ['AssociationFee', 'HOAFee'],
  AssociationFeeFrequency: ['AssociationFeeFrequency', 'HOAFrequency'],
  SubdivisionName: ['SubdivisionName', 'Subdivision'],
  ListingContractDate: ['ListingContractDate', 'ListDate', 'ListingDate'],
  OnMarketDate: ['OnMarketDate'],
  DaysOnMarket: ['DaysOnMarket', 'DOM'],
} as const;

function rawValue(listing: TMlsListing, names: readonly string[]): unknown {
  for (const name of names) {
    const value = listing.raw[name];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return null;
}

function rawNumber(listing: TMlsListing, names: readonly string[]): number | null {
  const value = rawValue(listing, names);
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[,$\s]/g, '')) : NaN;
  return Number.isFinite(number) ? number : null;
}

function rawText(listing: TMlsListing, names: readonly string[]): string | null {
  const value = rawValue(listing, names);
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() || null : null;
}

/** A Data Dictionary Date (or a timestamp's date part, or a RETS "MM/DD/YYYY"), as YYYY-MM-DD. */
function rawDate(listing: TMlsListing, names: readonly string[]): string | null {
  const value = rawText(listing, names);
  if (!value) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  if (iso) return iso[1]!;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : null;
}

/** The day `days` whole days before a timestamp, as YYYY-MM-DD; null without a sensible count. */
function dayDaysBefore(timestamp: string, days: number | null): string | null {
  const at = Date.parse(timestamp);
  if (days === null || !Number.isInteger(days) || days < 0 || days > 36_500 || Number.isNaN(at)) return null;
  return new Date(at - days * 86_400_000).toISOString().slice(0, 10);
}

const FEE_FREQUENCIES: Record<string, TAssociationFeeFrequency> = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  'semi-annually': 'semi-annually',
  'semi-annual': 'semi-annually',
  annually: 'annually',
  annual: 'annually',
  yearly: 'annually',
};

export type TListingExtras = {
  lotSizeSquareFeet: number | null;
  yearBuilt: number | null;
  associationFee: number | null;
  associationFeeFrequency: TAssociationFeeFrequency | null;
  subdivisionName: string | null;
  listingContractDate: string | null;
  onMarketDate: string | null;
};

/**
 * The facts a listing may go without: lot size (LotSizeSquareFeet, else LotSizeAcres, else LotSizeArea in
 * LotSizeUnits), YearBuilt, AssociationFee per AssociationFeeFrequency, SubdivisionName, and the MLS's
 * ListingContractDate and OnMarketDate (without it, the day DaysOnMarket counts back from the record's
 * ModificationTimestamp, so an old listing is never taken for a new one). A value out of any sensible range is left out, not refused.
 */
export function readExtras(listing: TMlsListing): TListingExtras {
  const acres = rawNumber(listing, RAW_ALIASES.LotSizeAcres);
  const area = rawNumber(listing, ['LotSizeArea']);
  const units = (rawText(listing, ['LotSizeUnits']) ?? '').toLowerCase();
  const areaInSquareFeet =
    area === null
      ? null
      : /acre/.test(units)
        ? area * SQUARE_FEET_PER_ACRE
        : /hect/.test(units)
          ? area * SQUARE_FEET_PER_HECTARE
          : /met/.test(units)
            ? area * SQUARE_FEET_PER_SQUARE_METRE
            : /feet|ft/.test(units)
              ? area
              : null;
  const lot = rawNumber(listing, RAW_ALIASES.LotSizeSquareFeet) ?? (acres !== null ? acres * SQUARE_FEET_PER_ACRE : areaInSquareFeet);
  const year = rawNumber(listing, RAW_ALIASES.YearBuilt);
  const fee = rawNumber(listing, RAW_ALIASES.AssociationFee);
  const frequency = FEE_FREQUENCIES[(rawText(listing, RAW_ALIASES.AssociationFeeFrequency) ?? '').toLowerCase()] ?? null;
  return {
    lotSizeSquareFeet: lot !== null && lot > 0 ? Math.round(lot) : null,
    yearBuilt: year !== null && Number.isInteger(year) && year >= 1600 && year <= 2100 ? year : null,
    associationFee: fee !== null && fee > 0 && fee <= 1_000_000 ? Math.round(fee) : null,
    // An unusual frequency (weekly, bi-monthly) is shown as the fee alone rather than misstated.
    associationFeeFrequency: fee !== null && fee > 0 ? frequency : null,
    subdivisionName: rawText(listing, RAW_ALIASES.SubdivisionName)?.slice(0, 100) ?? null,
    listingContractDate: rawDate(listing, RAW_ALIASES.ListingContractDate),
    onMarketDate: rawDate(listing, RAW_ALIASES.OnMarketDate) ?? dayDaysBefore(listing.modificationTimestamp, rawNumber(listing, RAW_ALIASES.DaysOnMarket)),
  };
}
