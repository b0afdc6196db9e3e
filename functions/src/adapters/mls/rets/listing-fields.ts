import { MLS_RETS_LISTING_FIELDS, type TMlsRetsListingField } from '@shared/constants/mls';

/** The Data Dictionary fields our listing reads, each with the RETS 1.x StandardNames that mean the same. */
export const LISTING_FIELD_ALIASES = {
  ListingKey: ['ListingKey'],
  ModificationTimestamp: ['ModificationTimestamp'],
  StandardStatus: ['StandardStatus', 'ListingStatus'],
  ListPrice: ['ListPrice'],
  BedroomsTotal: ['BedroomsTotal', 'Bedrooms'],
  BathroomsTotalInteger: ['BathroomsTotalInteger', 'BathsTotal'],
  LivingArea: ['LivingArea', 'SqFt'],
  UnparsedAddress: ['UnparsedAddress'],
  StreetNumber: ['StreetNumber'],
  StreetName: ['StreetName'],
  UnitNumber: ['UnitNumber'],
  City: ['City'],
  StateOrProvince: ['StateOrProvince'],
  PostalCode: ['PostalCode'],
  Latitude: ['Latitude'],
  Longitude: ['Longitude'],
  PropertyType: ['PropertyType'],
  PropertySubType: ['PropertySubType'],
  // RETS 1.x "Remarks" is private on some servers (flexmls): never read it as public remarks.
  PublicRemarks: ['PublicRemarks'],
  ListOfficeName: ['ListOfficeName'],
  ListAgentFullName: ['ListAgentFullName'],
  InternetEntireListingDisplayYN: ['InternetEntireListingDisplayYN'],
  InternetAddressDisplayYN: ['InternetAddressDisplayYN'],
} as const satisfies Record<TMlsRetsListingField, readonly string[]>;

export type TListingFieldName = TMlsRetsListingField;

/** The same list the configuration schema accepts overrides for. */
export const LISTING_FIELD_NAMES: readonly TListingFieldName[] = MLS_RETS_LISTING_FIELDS;

/** Data Dictionary name → the server's SystemName, for one configuration. */
export type TFieldOverrides = Partial<Record<TListingFieldName, string>>;
