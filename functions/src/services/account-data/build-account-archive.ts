import { PRODUCT_NAME } from '@shared/constants/product';
import { listGsi1PartitionItems, listGsi2PartitionItems, listPartitionItems, type TRawItem } from '../../data/account-holdings-repository';
import * as ENTITY from '../../data/entity-names';
import * as keys from '../../data/keys';
import type { TUserRecord } from '../../data/user-records';
import type { TDeps } from '../deps';
import { verifiedAddressOf } from '../mail-trust/account-address';
import { toCsv } from './archive-csv';
import { byKind, plainRecord } from './archive-records';

const LEAD_COLUMNS = ['direction', 'id', 'createdAt', 'source', 'listingId', 'listingTitle', 'agentId', 'name', 'email', 'phone', 'message'] as const;
const LISTING_COLUMNS = [
  'id',
  'status',
  'title',
  'address',
  'city',
  'state',
  'zipCode',
  'price',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'propertyType',
  'createdAt',
  'updatedAt',
  'images',
] as const;

/** Kinds of the account's own partition that get a section of their own; the rest go under `otherRecords`. */
const SECTIONS = {
  savedListings: ENTITY.savedListing,
  savedOpenHouses: ENTITY.savedOpenHouse,
  savedSearches: ENTITY.savedSearch,
  dayPlans: ENTITY.dayPlan,
  notifications: ENTITY.notification,
  billingHistory: ENTITY.subscription,
} as const;
/** Kinds that are bookkeeping of ours, not something about the person (locks, counters, this export itself). */
const NOT_EXPORTED: ReadonlySet<string> = new Set([
  ENTITY.user,
  ENTITY.profile,
  ENTITY.accountExport,
  ENTITY.billingLock,
  ENTITY.savedSearchCount,
  ENTITY.notificationClaim,
]);

const absolute = (siteOrigin: string) => (url: unknown) => (typeof url === 'string' && url.startsWith('/') ? `${siteOrigin}${url}` : url);

/**
 * Everything held about the person, as one JSON document with the two tables (leads, listings) also as CSV.
 * 1. read their partition, their listings, open houses and leads (as agent), their conversations, and the leads
 *    they left anywhere under their confirmed address
 * 2. drop keys and secrets (no password hash, no token, no MLS password; no card data is stored at all)
 * 3. photos as full URLs
 */
export async function buildAccountArchive(deps: Pick<TDeps, 'db'>, input: { user: TUserRecord; siteOrigin: string; exportedAt: string }) {
  const { db } = deps;
  const userId = input.user.id;
  const address = verifiedAddressOf(input.user);
  const [own, listings, openHouses, leadsReceived, pipeline, inbox, sent, leftByAddress, suppressions] = await Promise.all([
    listPartitionItems(db, keys.userPartition(userId)),
    listGsi1PartitionItems(db, keys.agentPartition(userId), keys.propertyPrefix),
    listGsi2PartitionItems(db, keys.agentPartition(userId), keys.openHousePrefix),
    listGsi1PartitionItems(db, keys.agentPartition(userId), keys.leadPrefix),
    listPartitionItems(db, keys.leadPipelinePartition(userId)),
    listGsi1PartitionItems(db, keys.inboxPartition(userId)),
    listGsi2PartitionItems(db, keys.sentPartition(userId)),
    address ? listGsi2PartitionItems(db, keys.leadAddressPartition(address), keys.leadPrefix) : Promise.resolve([]),
    address ? listPartitionItems(db, keys.mailSuppressionPartition(address)) : Promise.resolve([]),
  ]);
  const toUrl = absolute(input.siteOrigin);
  const plainListings = listings.map(plainRecord).map((listing) => ({ ...listing, images: Array.isArray(listing.images) ? listing.images.map(toUrl) : [] }));
  const profile = own.find((item) => item.entity === ENTITY.profile);
  const leadsLeft = leftByAddress.filter((lead) => lead.agentId !== userId).map(plainRecord);
  const kinds = byKind(own.filter((item) => !NOT_EXPORTED.has(String(item.entity))));
  const sections = Object.fromEntries(Object.entries(SECTIONS).map(([section, kind]) => [section, kinds[kind] ?? []]));
  const sectioned = new Set<string>(Object.values(SECTIONS));
  const leadRows = [
    ...leadsReceived.map((lead) => ({ ...plainRecord(lead), direction: 'received' })),
    ...leadsLeft.map((lead) => ({ ...lead, direction: 'left' })),
  ];
  return {
    about: `Everything ${PRODUCT_NAME} holds about you, exported ${input.exportedAt}. The leads and listings tables are also in "csv" (open each in a spreadsheet).`,
    exportedAt: input.exportedAt,
    account: { user: plainRecord(input.user as unknown as TRawItem), profile: profile ? plainRecord(profile) : null },
    listings: plainListings,
    openHouses: openHouses.map(plainRecord),
    leadsReceived: leadsReceived.map(plainRecord),
    leadPipeline: pipeline.map(plainRecord),
    leadsLeft,
    messages: { received: inbox.map(plainRecord), sent: sent.map(plainRecord) },
    ...sections,
    consentRecords: {
      account: profile ? plainRecord({ consents: profile.consents }) : null,
      atLeadsLeft: leadsLeft.map((lead) => ({
        leadId: lead.id,
        createdAt: lead.createdAt,
        consent: lead.consent ?? (lead.signIn as TRawItem | undefined)?.consent ?? null,
      })),
      mailSuppressions: suppressions.map(plainRecord),
    },
    otherRecords: Object.fromEntries(Object.entries(kinds).filter(([kind]) => !sectioned.has(kind))),
    csv: { leads: toCsv(LEAD_COLUMNS, leadRows), listings: toCsv(LISTING_COLUMNS, plainListings) },
  };
}
