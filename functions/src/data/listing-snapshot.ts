import { cardAttributionOf, displayedAddressOf, showsMlsAttribution } from './mls-attribution';
import type { TListingSnapshot, TOpenHouseRef, TOpenHouseRecord, TPropertyRecord } from './property-records';

/** The card copy an open house keeps of its listing; what the MLS forbids showing is left out here, for every reader. */
export const listingSnapshotOf = (p: TPropertyRecord): TListingSnapshot => ({
  title: p.title,
  address: displayedAddressOf(p),
  city: p.city,
  state: p.state,
  price: p.price,
  bedrooms: p.bedrooms,
  bathrooms: p.bathrooms,
  bathroomsFull: p.bathroomsFull,
  bathroomsHalf: p.bathroomsHalf,
  squareFeet: p.squareFeet,
  lotSizeSquareFeet: p.lotSizeSquareFeet,
  propertyType: p.propertyType,
  marketStatus: p.marketStatus,
  coordinates: p.coordinates,
  timeZone: p.timeZone,
  status: p.status,
  coverImage: p.images[0] ?? null,
  ...(showsMlsAttribution(p) ? { attribution: cardAttributionOf(p.mls) } : {}),
});

export const toOpenHouseRef = (oh: Pick<TOpenHouseRecord, 'id' | 'startsAt' | 'endsAt' | 'notes'>): TOpenHouseRef => ({
  id: oh.id,
  startsAt: oh.startsAt,
  endsAt: oh.endsAt,
  notes: oh.notes,
});

/** The open houses a listing card may still show: not yet ended, earliest first. */
export const pruneEnded = (refs: readonly TOpenHouseRef[], now: Date) =>
  refs.filter((r) => r.endsAt > now.toISOString()).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
