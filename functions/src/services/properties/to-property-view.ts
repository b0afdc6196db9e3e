import type { TAgentSummary, TProperty, TPropertySummary } from '@shared/schemas/property.schema';
import type { TListingAttribution } from '@shared/schemas/mls.schema';
import { displayedAddressOf, type TPropertyMlsAttribution } from '../../data/mls-attribution';
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
});

export function toPropertySummary(record: TPropertyRecord, agent: TAgentSummary | null, now: Date): TPropertySummary {
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
    squareFeet: record.squareFeet,
    propertyType: record.propertyType,
    status: record.status,
    coverImage: record.images?.[0] ?? null,
    photoCount: record.photoCount ?? record.images?.length ?? 0,
    coordinates: record.coordinates ?? null,
    timeZone: record.timeZone,
    agent,
    nextOpenHouse: upcomingOf(record.upcomingOpenHouses ?? [], now)[0] ?? null,
    createdAt: record.createdAt,
    ...(record.mls ? { attribution: attributionOf(record.mls) } : {}),
  };
}

export function toProperty(record: TPropertyRecord, agent: TAgentSummary | null, now: Date): TProperty {
  return {
    ...toPropertySummary(record, agent, now),
    description: record.description,
    images: record.images,
    userId: record.userId,
    upcomingOpenHouses: upcomingOf(record.upcomingOpenHouses ?? [], now),
    viewCount: record.viewCount ?? 0,
    updatedAt: record.updatedAt,
  };
}
