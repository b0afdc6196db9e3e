import { PRODUCT_NAME } from './product';
import type { TRole } from './roles';

/** MLS integration options and defaults (spec §5, §9). */
export const MLS_PROVIDERS = ['RETS Standard', 'Bridge Interactive', 'Spark API', 'CoreLogic Matrix', 'Flexmls', 'Other'] as const;
export type TMlsProvider = (typeof MLS_PROVIDERS)[number];

export const MLS_PROTOCOLS = ['RETS', 'RESO Web API'] as const;
export type TMlsProtocol = (typeof MLS_PROTOCOLS)[number];

export const MLS_DEFAULT_RETS_VERSION = 'RETS/1.7.2';

/**
 * The protocols each provider's servers speak, its default first: RETS Standard is RETS 1.7.2;
 * CoreLogic Matrix and Flexmls run RETS servers and RESO Web API servers both; the others are RESO.
 */
export function mlsProtocolsOf(provider: TMlsProvider): readonly TMlsProtocol[] {
  if (provider === 'RETS Standard') return ['RETS'];
  if (provider === 'CoreLogic Matrix' || provider === 'Flexmls') return ['RETS', 'RESO Web API'];
  return ['RESO Web API'];
}

/** A RETS-Version value: `RETS/` and a version number (RETS/1.7.2, RETS/1.5). */
export const isRetsVersion = (version: string | null | undefined): boolean => /^RETS\/\d+(\.\d+)*$/i.test(version?.trim() ?? '');

/**
 * Which protocol a stored configuration speaks, decided here only: a provider of one protocol speaks
 * it; Matrix and Flexmls speak RETS when their version is a RETS version (a RESO configuration stores
 * none, as did every configuration of theirs made before they could speak RETS).
 */
export function mlsProtocolOf(config: { mlsProvider: TMlsProvider; version: string | null }): TMlsProtocol {
  const offered = mlsProtocolsOf(config.mlsProvider);
  if (offered.length === 1) return offered[0]!;
  return isRetsVersion(config.version) ? 'RETS' : 'RESO Web API';
}
export const MLS_DEFAULT_USER_AGENT = `${PRODUCT_NAME}/1.0`;

/** Seconds between automatic syncs; the screen enters hours 1–24. */
export const MLS_SYNC_FREQUENCY_MIN_SECONDS = 300;
export const MLS_SYNC_FREQUENCY_MAX_SECONDS = 86_400;
export const MLS_SYNC_FREQUENCY_DEFAULT_SECONDS = 3600;

export const MLS_SYNC_TYPES = ['incremental', 'full'] as const;
export type TMlsSyncType = (typeof MLS_SYNC_TYPES)[number];

/** Log status; the screen shows anything but completed/failed as in progress. */
export const MLS_SYNC_STATUSES = ['in_progress', 'completed', 'failed'] as const;
export type TMlsSyncStatus = (typeof MLS_SYNC_STATUSES)[number];

export const MLS_MAPPING_STATUSES = ['pending', 'synced', 'error'] as const;
export type TMlsMappingStatus = (typeof MLS_MAPPING_STATUSES)[number];

/** Spec §8 toasts and failure messages of the MLS screen. */
export const MLS_MESSAGES = {
  created: 'MLS Configuration Created',
  syncStarted: 'Sync Started',
  deleted: 'Configuration Deleted',
  connectionSuccessful: 'Connection Successful',
  connectionFailed: 'Connection Failed',
  createFailed: 'Failed to create MLS configuration. Please try again.',
  testFailed: 'Failed to test connection. Please try again.',
  syncFailed: 'Failed to start sync. Please try again.',
  deleteFailed: 'Failed to delete configuration. Please try again.',
  syncAlreadyRunning: 'A sync is already running for this configuration. Wait for it to finish.',
  notFound: 'MLS configuration not found',
} as const;

/**
 * The RESO Data Dictionary fields a RETS listing is read into. Each server names them its own way
 * (SystemName); metadata usually says which is which, and a RETS configuration may say it instead.
 */
export const MLS_RETS_LISTING_FIELDS = [
  'ListingKey',
  'ModificationTimestamp',
  'StandardStatus',
  'ListPrice',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'UnparsedAddress',
  'StreetNumber',
  'StreetName',
  'UnitNumber',
  'City',
  'StateOrProvince',
  'PostalCode',
  'Latitude',
  'Longitude',
  'PropertyType',
  'PropertySubType',
  'PublicRemarks',
  'ListOfficeName',
  'ListAgentFullName',
  'InternetEntireListingDisplayYN',
  'InternetAddressDisplayYN',
] as const;
export type TMlsRetsListingField = (typeof MLS_RETS_LISTING_FIELDS)[number];
export const isMlsRetsListingField = (name: string): name is TMlsRetsListingField => (MLS_RETS_LISTING_FIELDS as readonly string[]).includes(name);

/** An MLS member or office identifier (ListAgentMlsId, ListAgentKey, ListOfficeMlsId…) as the configuration holds it. */
export const MLS_MEMBER_ID_MAX_LENGTH = 64;

/** RETS names (resources, classes, SystemNames) are at most 64 characters (RETS 1.7.2 RETSNAME). */
export const MLS_RETS_NAME_MAX_LENGTH = 64;

/**
 * Who may give an Office MLS ID (ListOfficeMlsId): a broker, whose configuration imports the office's listings.
 * The API refuses it from anyone else, and the form offers the field only to them.
 */
export const mayUseOfficeMlsId = (role: TRole): boolean => role === 'BROKER';

/** How one of our members stands on an MLS listing: its list agent, co-list agent, or (brokers) its office. */
export const MLS_MEMBER_ROLES = ['list-agent', 'co-list-agent', 'office'] as const;
export type TMlsMemberRole = (typeof MLS_MEMBER_ROLES)[number];
