import type { TMlsListing, TMlsMedia, TMlsOpenHouse, TMlsRecordReading } from '../mls-client';

type TRecord = Record<string, unknown>;

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

const number = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/[,$\s]/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};

const yesNo = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'Y' || value === 'Yes') return true;
  if (value === 'false' || value === 'N' || value === 'No') return false;
  return null;
};

/** Instants are normalised to ISO 8601 UTC with milliseconds, so the caller can compare them as strings. */
export const instant = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

function toMedia(value: unknown): TMlsMedia[] {
  if (!Array.isArray(value)) return [];
  const photos = value.filter((item): item is TRecord => {
    if (!item || typeof item !== 'object') return false;
    const category = (item as TRecord).MediaCategory;
    return typeof (item as TRecord).MediaURL === 'string' && (category === undefined || category === null || category === 'Photo');
  });
  return photos.map((item, index) => ({ url: String(item.MediaURL), order: number(item.Order) ?? index })).sort((a, b) => a.order - b.order);
}

/** An OpenHouse record, or null when it is cancelled or its times cannot be read. */
export function toMlsOpenHouse(record: TRecord): TMlsOpenHouse | null {
  if (record.OpenHouseStatus === 'Cancelled') return null;
  const startsAt = instant(record.OpenHouseStartTime);
  const endsAt = instant(record.OpenHouseEndTime);
  if (!startsAt || !endsAt) return null;
  return { key: text(record.OpenHouseKey), startsAt, endsAt, remarks: text(record.OpenHouseRemarks) };
}

/**
 * A Property record (with its expanded Media) in Data Dictionary terms. A record without a ListingKey
 * or a readable ModificationTimestamp can be neither keyed nor ordered: it is rejected with the reason,
 * for the sync log.
 */
export function toMlsListing(record: TRecord, openHouses: TMlsOpenHouse[]): TMlsRecordReading {
  const listingKey = text(record.ListingKey);
  if (!listingKey) return { rejected: { listingKey: null, reason: 'The record has no ListingKey' } };
  const modificationTimestamp = instant(record.ModificationTimestamp);
  if (!modificationTimestamp) {
    const sent = record.ModificationTimestamp;
    const what = sent === undefined || sent === null ? 'no' : `an unreadable (${JSON.stringify(sent)})`;
    return { rejected: { listingKey, reason: `The record has ${what} ModificationTimestamp` } };
  }
  const { Media: media, OpenHouse: _openHouses, ...raw } = record;
  const listing: TMlsListing = {
    listingKey,
    modificationTimestamp,
    standardStatus: text(record.StandardStatus),
    listPrice: number(record.ListPrice),
    bedroomsTotal: number(record.BedroomsTotal),
    bathroomsTotalInteger: number(record.BathroomsTotalInteger),
    livingArea: number(record.LivingArea),
    unparsedAddress: text(record.UnparsedAddress),
    streetNumber: text(record.StreetNumber),
    streetName: text(record.StreetName),
    unitNumber: text(record.UnitNumber),
    city: text(record.City),
    stateOrProvince: text(record.StateOrProvince),
    postalCode: text(record.PostalCode),
    latitude: number(record.Latitude),
    longitude: number(record.Longitude),
    propertyType: text(record.PropertyType),
    propertySubType: text(record.PropertySubType),
    publicRemarks: text(record.PublicRemarks),
    listOfficeName: text(record.ListOfficeName),
    listAgentFullName: text(record.ListAgentFullName),
    internetEntireListingDisplayYN: yesNo(record.InternetEntireListingDisplayYN),
    internetAddressDisplayYN: yesNo(record.InternetAddressDisplayYN),
    media: toMedia(media),
    openHouses: openHouses.slice().sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    raw,
  };
  return { listing };
}
