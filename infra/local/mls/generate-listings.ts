import { zonedTimeToUtc } from '@shared/time/zoned-time';
import {
  AGENT_FIRST_NAMES,
  AGENT_LAST_NAMES,
  AUSTIN_AREA_PLACES,
  FEATURES,
  HONOLULU_PLACES,
  LIST_OFFICES,
  STREET_NAMES,
  STREET_SUFFIXES,
} from './austin-places';
import { chicagoInstant, upcomingWeekendDates } from './chicago-time';
import { LOCAL_MLS_NAME } from './local-mls-constants';
import type { TRandom } from '../seeded-random';

/** A Data Dictionary record as the local MLS keeps it: Media and OpenHouse ride along as arrays. */
export type TDdRecord = Record<string, unknown> & {
  ListingKey: string;
  ModificationTimestamp: string;
  StandardStatus: string;
  Media: Record<string, unknown>[];
  OpenHouse: Record<string, unknown>[];
};

const DAY_MS = 86_400_000;
const KINDS = [
  { weight: 62, type: 'Residential', subType: 'Single Family Residence' },
  { weight: 14, type: 'Residential', subType: 'Condominium' },
  { weight: 10, type: 'Residential', subType: 'Townhouse' },
  { weight: 5, type: 'Residential', subType: 'Duplex' },
  { weight: 3, type: 'Residential Income', subType: 'Quadruplex' },
  { weight: 3, type: 'Land', subType: 'Unimproved Land' },
  { weight: 3, type: 'Residential', subType: 'Manufactured Home' },
  { weight: 1, type: 'Farm', subType: 'Ranch' },
  { weight: 1, type: 'Residential Lease', subType: 'Single Family Residence' },
  { weight: 1, type: 'Commercial Sale', subType: 'Retail' },
] as const;
const STATUSES = [
  { weight: 70, status: 'Active' },
  { weight: 8, status: 'Active Under Contract' },
  { weight: 8, status: 'Pending' },
  { weight: 6, status: 'Closed' },
  { weight: 5, status: 'Coming Soon' },
  { weight: 3, status: 'Withdrawn' },
] as const;

const weighted = <T extends { weight: number }>(random: TRandom, items: readonly T[]): T => {
  let roll = random.next() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) if ((roll -= item.weight) < 0) return item;
  return items[items.length - 1]!;
};

export const listingKeyFor = (number: number) => `ATX${String(number).padStart(7, '0')}`;
export const mediaPath = (listingKey: string, order: number) => `/media/${listingKey}/${order}.png`;

/** Every tenth listing is in the second catalogue (Honolulu). */
const isSecondCatalogue = (number: number) => number % 10 === 7;
/** A long subdivision name now and then, so screens are tried with one. */
const LONG_SUBDIVISION = 'Barton Creek Preserve at Rob Roy Phase Two';

/**
 * One listing, all of it drawn from `random`; times relative to `asOf` so open houses are upcoming.
 * The facts added after the first catalogue (half baths, studios, listing dates, HOA fees, subdivisions,
 * the Honolulu catalogue) are derived from the listing number, drawing nothing more from `random`, so
 * every listing keeps the values it had.
 */
export function generateListing(random: TRandom, number: number, asOf: Date): TDdRecord {
  const listingKey = listingKeyFor(number);
  const austinPlace = random.pick(AUSTIN_AREA_PLACES);
  const honolulu = isSecondCatalogue(number) ? HONOLULU_PLACES[number % HONOLULU_PLACES.length]! : null;
  const place = honolulu ?? austinPlace;
  const kind = weighted(random, KINDS);
  const isLand = kind.type === 'Land' || kind.type === 'Farm';
  const isCondo = kind.subType === 'Condominium';
  const hasAssociation = isCondo || kind.subType === 'Townhouse';
  const livingArea = isLand ? null : isCondo ? random.int(550, 1800) : random.int(900, 4800);
  const isStudio = isCondo && livingArea !== null && livingArea < 700;
  const drawnBedrooms = livingArea === null ? null : Math.max(1, Math.min(6, Math.round(livingArea / 650) + random.int(-1, 1)));
  const bedrooms = isStudio ? 0 : drawnBedrooms !== null && livingArea! > 4500 ? 7 : drawnBedrooms;
  const bathrooms = drawnBedrooms === null ? null : Math.max(1, Math.min(5, drawnBedrooms - random.int(0, 1)));
  const halfBaths = bathrooms === null ? null : number % 3 === 0 ? 1 : 0;
  const pricePerSqFt = place.dollarsPerSqFt * (0.8 + random.next() * 0.45);
  const listPrice = isLand ? random.int(60, 600) * 1000 : Math.round(((livingArea ?? 0) * pricePerSqFt) / 1000) * 1000;
  const postalCode = random.pick(place.postalCodes);
  const streetNumber = String(random.int(100, 19999));
  const streetName = random.pick(STREET_NAMES);
  const streetSuffix = random.pick(STREET_SUFFIXES);
  const unitNumber = isCondo ? String(random.int(101, 1420)) : null;
  const street = `${streetNumber} ${streetName} ${streetSuffix}${unitNumber ? ` Unit ${unitNumber}` : ''}`;
  const modifiedAt = new Date(asOf.getTime() - random.int(0, 120 * DAY_MS));
  const enteredAt = new Date(modifiedAt.getTime() - random.int(0, 60 * DAY_MS));
  const status = weighted(random, STATUSES).status;
  const onMarketDate =
    status === 'Coming Soon' ? new Date(asOf.getTime() + ((number % 12) + 2) * DAY_MS).toISOString().slice(0, 10) : enteredAt.toISOString().slice(0, 10);
  const agent = `${random.pick(AGENT_FIRST_NAMES)} ${random.pick(AGENT_LAST_NAMES)}`;
  const office = random.pick(LIST_OFFICES);
  const photoCount = random.int(1, 6);
  const firstFeature = random.int(0, FEATURES.length - 1);
  const features = [FEATURES[firstFeature]!, FEATURES[(firstFeature + random.int(1, FEATURES.length - 1)) % FEATURES.length]!];
  const remarks = isLand
    ? `${(random.int(5, 80) / 10).toFixed(1)} acres in ${place.city} ready for your plans, with ${features[0]}.`
    : `${kind.subType} in ${place.city} with ${bedrooms} bedrooms, ${features[0]} and ${features[1]}.`;
  return {
    ListingKey: listingKey,
    ListingId: `ACT${String(number).padStart(7, '0')}`,
    OriginatingSystemName: LOCAL_MLS_NAME,
    StandardStatus: status,
    MlsStatus: status,
    ListPrice: listPrice,
    OriginalListPrice: listPrice,
    BedroomsTotal: bedrooms,
    BathroomsTotalInteger: bathrooms === null ? null : bathrooms + (halfBaths ?? 0),
    BathroomsFull: bathrooms,
    BathroomsHalf: halfBaths,
    LivingArea: livingArea,
    LivingAreaUnits: livingArea === null ? null : 'Square Feet',
    // A farm runs to hundreds of acres: a 7-figure lot in square feet.
    LotSizeAcres: Math.round((isCondo ? 0 : 0.1 + random.next() * (isLand ? 8 : 0.6)) * (kind.type === 'Farm' ? 6000 : 100)) / 100,
    YearBuilt: isLand ? null : random.int(1948, 2025),
    AssociationFee: hasAssociation ? 120 + (number % 40) * 10 : null,
    AssociationFeeFrequency: hasAssociation ? 'Monthly' : null,
    SubdivisionName: isLand ? null : number % 25 === 0 ? LONG_SUBDIVISION : `${streetName} ${number % 2 === 0 ? 'Estates' : 'Park'}`,
    ListingContractDate: enteredAt.toISOString().slice(0, 10),
    OnMarketDate: onMarketDate,
    StreetNumber: streetNumber,
    StreetName: streetName,
    StreetSuffix: streetSuffix,
    UnitNumber: unitNumber,
    // Some MLSs send only the address parts.
    UnparsedAddress: random.chance(0.1) ? null : street,
    City: place.city,
    StateOrProvince: honolulu?.state ?? 'TX',
    PostalCode: postalCode,
    CountyOrParish: place.county,
    Country: 'US',
    Latitude: Math.round((place.lat + (random.next() - 0.5) * 0.08) * 1e6) / 1e6,
    Longitude: Math.round((place.lng + (random.next() - 0.5) * 0.08) * 1e6) / 1e6,
    PropertyType: kind.type,
    PropertySubType: kind.subType,
    PublicRemarks: remarks,
    ListAgentFullName: agent,
    ListAgentKey: `AG${random.int(10000, 99999)}`,
    ListOfficeName: office,
    ListOfficeKey: `OF${LIST_OFFICES.indexOf(office) + 100}`,
    InternetEntireListingDisplayYN: !random.chance(0.02),
    InternetAddressDisplayYN: !random.chance(0.03),
    PhotosCount: photoCount,
    OriginalEntryTimestamp: enteredAt.toISOString(),
    PhotosChangeTimestamp: enteredAt.toISOString(),
    ModificationTimestamp: modifiedAt.toISOString(),
    Media: Array.from({ length: photoCount }, (_, order) => ({
      MediaKey: `${listingKey}-M${order + 1}`,
      ResourceRecordKey: listingKey,
      ResourceName: 'Property',
      MediaCategory: 'Photo',
      MimeType: 'image/png',
      Order: order + 1,
      MediaURL: mediaPath(listingKey, order + 1),
      ModificationTimestamp: enteredAt.toISOString(),
    })),
    OpenHouse: status === 'Active' && random.chance(0.3) ? generateOpenHouses(random, listingKey, asOf, random.int(1, 2), honolulu?.timeZone) : [],
  };
}

/** Weekend open houses in the two weeks after `asOf`, at afternoon hours in the listing's time zone (Austin's unless given). */
export function generateOpenHouses(random: TRandom, listingKey: string, asOf: Date, count: number, timeZone?: string): Record<string, unknown>[] {
  const at = (date: string, hour: number) => (timeZone ? zonedTimeToUtc(date, `${String(hour).padStart(2, '0')}:00`, timeZone) : chicagoInstant(date, hour));
  const dates = upcomingWeekendDates(asOf, 14);
  return Array.from({ length: count }, () => {
    const startHour = random.pick([10, 11, 12, 13, 14]);
    const date = random.pick(dates);
    return {
      OpenHouseKey: `${listingKey}-OH${random.int(100000, 999999)}`,
      ListingKey: listingKey,
      OpenHouseDate: date,
      OpenHouseStartTime: at(date, startHour).toISOString(),
      OpenHouseEndTime: at(date, startHour + random.int(2, 3)).toISOString(),
      OpenHouseRemarks: random.pick(['Come see it this weekend!', 'Refreshments served.', null, 'Park on the street, please.']),
      OpenHouseStatus: 'Active',
      OpenHouseType: 'Public',
      ModificationTimestamp: asOf.toISOString(),
    };
  });
}
