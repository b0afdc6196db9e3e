/**
 * The flat Data Dictionary fields the local RETS server publishes, in column order, with their RETS
 * data types. SystemName and StandardName are the Data Dictionary name, as on many modern RETS feeds.
 * Media is served through GetObject; open houses are their own resource, as on real RETS servers.
 */
export const LISTING_COLUMNS = [
  { name: 'ListingKey', dataType: 'Character', longName: 'Listing Key' },
  // The MLS the record comes from, as the RESO server sends it: one MLS however it is reached.
  { name: 'OriginatingSystemName', dataType: 'Character', longName: 'Originating System Name' },
  { name: 'ModificationTimestamp', dataType: 'DateTime', longName: 'Modification Timestamp' },
  { name: 'StandardStatus', dataType: 'Character', longName: 'Standard Status' },
  { name: 'ListPrice', dataType: 'Decimal', longName: 'List Price' },
  { name: 'BedroomsTotal', dataType: 'Int', longName: 'Bedrooms Total' },
  { name: 'BathroomsTotalInteger', dataType: 'Int', longName: 'Bathrooms Total' },
  { name: 'LivingArea', dataType: 'Decimal', longName: 'Living Area' },
  { name: 'UnparsedAddress', dataType: 'Character', longName: 'Address' },
  { name: 'StreetNumber', dataType: 'Character', longName: 'Street Number' },
  { name: 'StreetName', dataType: 'Character', longName: 'Street Name' },
  { name: 'UnitNumber', dataType: 'Character', longName: 'Unit Number' },
  { name: 'City', dataType: 'Character', longName: 'City' },
  { name: 'StateOrProvince', dataType: 'Character', longName: 'State' },
  { name: 'PostalCode', dataType: 'Character', longName: 'Postal Code' },
  { name: 'Latitude', dataType: 'Decimal', longName: 'Latitude' },
  { name: 'Longitude', dataType: 'Decimal', longName: 'Longitude' },
  { name: 'PropertyType', dataType: 'Character', longName: 'Property Type' },
  { name: 'PropertySubType', dataType: 'Character', longName: 'Property Sub Type' },
  { name: 'PublicRemarks', dataType: 'Character', longName: 'Public Remarks' },
  { name: 'ListOfficeName', dataType: 'Character', longName: 'List Office Name' },
  { name: 'ListAgentFullName', dataType: 'Character', longName: 'List Agent Full Name' },
  { name: 'ListAgentMlsId', dataType: 'Character', longName: 'List Agent MLS Id' },
  { name: 'ListAgentKey', dataType: 'Character', longName: 'List Agent Key' },
  { name: 'CoListAgentMlsId', dataType: 'Character', longName: 'Co-List Agent MLS Id' },
  { name: 'CoListAgentKey', dataType: 'Character', longName: 'Co-List Agent Key' },
  { name: 'CoListAgentFullName', dataType: 'Character', longName: 'Co-List Agent Full Name' },
  { name: 'ListOfficeMlsId', dataType: 'Character', longName: 'List Office MLS Id' },
  { name: 'ListOfficeKey', dataType: 'Character', longName: 'List Office Key' },
  { name: 'InternetEntireListingDisplayYN', dataType: 'Boolean', longName: 'Internet Display' },
  { name: 'InternetAddressDisplayYN', dataType: 'Boolean', longName: 'Internet Address Display' },
] as const;

export const OPEN_HOUSE_COLUMNS = [
  { name: 'OpenHouseKey', dataType: 'Character', longName: 'Open House Key' },
  { name: 'ListingKey', dataType: 'Character', longName: 'Listing Key' },
  { name: 'OpenHouseStartTime', dataType: 'DateTime', longName: 'Start Time' },
  { name: 'OpenHouseEndTime', dataType: 'DateTime', longName: 'End Time' },
  { name: 'OpenHouseRemarks', dataType: 'Character', longName: 'Remarks' },
] as const;

export const RESOURCE_ID = 'Property';
export const CLASS_NAME = 'RES';
export const KEY_FIELD = 'ListingKey';

export const OPEN_HOUSE_RESOURCE_ID = 'OpenHouse';
export const OPEN_HOUSE_CLASS_NAME = 'OpenHouse';
export const OPEN_HOUSE_KEY_FIELD = 'OpenHouseKey';
