import type { TMlsListing, TMlsMedia, TMlsOpenHouse, TMlsRecordReading } from '../mls-client';
import type { TListingFieldName } from './listing-fields';
import type { TListingSchema } from './metadata-resolution';
import { fromServerDateTime } from './server-time';

type TRow = Record<string, string>;

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const number = (value: string | undefined): number | null => {
  const cleaned = text(value)?.replace(/[,$\s]/g, '');
  if (!cleaned) return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
};

const yesNo = (value: string | undefined): boolean | null => {
  const cleaned = text(value)?.toLowerCase();
  if (!cleaned) return null;
  if (['1', 'y', 'yes', 'true'].includes(cleaned)) return true;
  if (['0', 'n', 'no', 'false'].includes(cleaned)) return false;
  return null;
};

/** The listing key of a search row, or null when the row lacks it (such rows are skipped). */
export function listingKeyOf(row: TRow, schema: TListingSchema): string | null {
  return text(row[schema.systemNames.ListingKey ?? schema.keyField]);
}

/**
 * Turns one COMPACT-DECODED row (keyed by SystemName) into a Data Dictionary listing. `raw` keeps
 * every column as the server sent it. A row without a key or a readable modification time is
 * rejected with the reason, for the sync log.
 */
export function readListingRow(
  row: TRow,
  schema: TListingSchema,
  minutesEast: number,
  related: { media: TMlsMedia[]; openHouses: TMlsOpenHouse[] },
): TMlsRecordReading {
  const field = (name: TListingFieldName): string | undefined => {
    const systemName = schema.systemNames[name];
    return systemName === undefined ? undefined : row[systemName];
  };
  const listingKey = listingKeyOf(row, schema);
  if (!listingKey) {
    return { rejected: { listingKey: null, reason: `The record has no ${schema.systemNames.ListingKey ?? schema.keyField} (listing key)` } };
  }
  const timestampField = schema.systemNames.ModificationTimestamp ?? '';
  const modified = fromServerDateTime(field('ModificationTimestamp') ?? '', minutesEast);
  if (!modified) {
    const sent = row[timestampField];
    const what = sent === undefined ? 'no' : `an unreadable (${JSON.stringify(sent)})`;
    return { rejected: { listingKey, reason: `The record has ${what} ${timestampField} (ModificationTimestamp)` } };
  }
  const listing: TMlsListing = {
    listingKey,
    modificationTimestamp: modified,
    standardStatus: text(field('StandardStatus')),
    listPrice: number(field('ListPrice')),
    bedroomsTotal: number(field('BedroomsTotal')),
    bathroomsTotalInteger: number(field('BathroomsTotalInteger')),
    livingArea: number(field('LivingArea')),
    unparsedAddress: text(field('UnparsedAddress')),
    streetNumber: text(field('StreetNumber')),
    streetName: text(field('StreetName')),
    unitNumber: text(field('UnitNumber')),
    city: text(field('City')),
    stateOrProvince: text(field('StateOrProvince')),
    postalCode: text(field('PostalCode')),
    latitude: number(field('Latitude')),
    longitude: number(field('Longitude')),
    propertyType: text(field('PropertyType')),
    propertySubType: text(field('PropertySubType')),
    publicRemarks: text(field('PublicRemarks')),
    listOfficeName: text(field('ListOfficeName')),
    listAgentFullName: text(field('ListAgentFullName')),
    internetEntireListingDisplayYN: yesNo(field('InternetEntireListingDisplayYN')),
    internetAddressDisplayYN: yesNo(field('InternetAddressDisplayYN')),
    media: related.media,
    openHouses: related.openHouses,
    raw: { ...row },
  };
  return { listing };
}
