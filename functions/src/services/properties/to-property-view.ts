import { bathroomCountsOf, isOffMarket } from '@shared/constants/listing';
import type { TAgentSummary, TMlsListingAgent, TProperty, TPropertySummary } from '@shared/schemas/property.schema';
import type { TListingAttribution } from '@shared/schemas/listing-attribution.schema';
import { displayedAddressOf, showsMlsAttribution, type TPropertyMlsAttribution } from '../../data/mls-attribution';
import type { TOpenHouseRef, TPropertyRecord } from '../../data/property-records';

/** Open houses that have not ended, earliest first. */
export const upcomingOf = (openHouses: readonly TOpenHouseRef[], now: Date) =>
  openHouses.filter((oh) => oh.endsAt > now.toISOString()).sort((a, b) => a.startsAt.localeCompare(b.startsAt));

/** IDX attribution of an imported listing. */
const attributionOf = (mls: TPropertyMlsAttribution): TListingAttribution => ({
  listingOfficeName: mls.listOfficeName,
  listingAgentName: mls.listAgentFullName,
  mlsName: mls.mlsName,
  mlsListingId: mls.listingKey,
  lastUpdatedAt: mls.lastUpdatedAt,
  disclaimer: mls.disclaimer,
  showAddress: mls.isAddressDisplayed,
  synced: mls.synced,
  leftFeedAt: mls.leftFeedAt,
});

/**
 * When it was listed: the MLS's ListingContractDate, else when the agent published it; listings older
 * than both fields have only their creation (for an import, the import: the next sync brings the date).
 */
const listedAtOf = (record: TPropertyRecord): string => record.listingContractDate ?? record.publishedAt ?? record.createdAt;

const DAY_MS = 86_400_000;

/** Whole days from the listing date to now, while the listing is on the market. */
function daysOnMarketOf(record: TPropertyRecord, now: Date): number | null {
  if (isOffMarket(record.marketStatus) || record.marketStatus === 'coming-soon' || record.status !== 'active') return null;
  const listed = listedAtOf(record);
  const from = Date.parse(listed.length === 10 ? `${listed}T00:00:00Z` : listed);
  return Number.isNaN(from) ? null : Math.max(0, Math.floor((now.getTime() - from) / DAY_MS));
}

export function toPropertySummary(record: TPropertyRecord, agent: TAgentSummary | null, now: Date): TPropertySummary {
  const baths = bathroomCountsOf(record);
  return {
    id: record.id,
    title: record.title,
    address: displayedAddressOf(record),
    city: record.city,
    state: record.state,
    zipCode: record.zipCode,
    price: record.price,
    bedrooms: record.bedrooms,
    bathrooms: record.bathrooms,
    bathroomsFull: baths.full,
    bathroomsHalf: baths.half,
    squareFeet: record.squareFeet,
    lotSizeSquareFeet: record.lotSizeSquareFeet,
    propertyType: record.propertyType,
    status: record.status,
    marketStatus: record.marketStatus,
    onMarketDate: record.onMarketDate,
    listedAt: listedAtOf(record),
    coverImage: record.images?.[0] ?? null,
    photoCount: record.photoCount ?? record.images?.length ?? 0,
    coordinates: record.coordinates ?? null,
    timeZone: record.timeZone,
    agent,
    nextOpenHouse: upcomingOf(record.upcomingOpenHouses ?? [], now)[0] ?? null,
    createdAt: record.createdAt,
    ...(showsMlsAttribution(record) ? { attribution: attributionOf(record.mls) } : {}),
  };
}

export function toProperty(record: TPropertyRecord, agent: TAgentSummary | null, now: Date, mlsAgents?: TMlsListingAgent[]): TProperty {
  return {
    ...toPropertySummary(record, agent, now),
    ...(mlsAgents ? { mlsAgents } : {}),
    locationPrecision: record.coordinates ? record.locationPrecision : null,
    description: record.description,
    images: record.images,
    userId: record.userId,
    yearBuilt: record.yearBuilt,
    associationFee: record.associationFee,
    associationFeeFrequency: record.associationFeeFrequency,
    subdivisionName: record.subdivisionName,
    daysOnMarket: daysOnMarketOf(record, now),
    upcomingOpenHouses: upcomingOf(record.upcomingOpenHouses ?? [], now),
    viewCount: record.viewCount ?? 0,
    updatedAt: record.updatedAt,
  };
}
