import type { TListingStatus, TPropertyType } from '@shared/constants/listing';
import type { TPropertyMlsAttribution } from './mls-attribution';

export type TOpenHouseRef = { id: string; startsAt: string; endsAt: string; notes: string | null };

export type TPropertyRecord = {
  id: string;
  /** The listing agent (spec: userId / agentId). */
  userId: string;
  title: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Whole US dollars. */
  price: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  propertyType: TPropertyType;
  description: string;
  images: string[];
  /** images.length, kept so list queries need not read every photo URL. */
  photoCount: number;
  status: TListingStatus;
  coordinates: { lat: number; lng: number } | null;
  timeZone: string;
  /** Denormalised from the open-house items (written in the same transactions) so cards need no extra read. */
  upcomingOpenHouses: TOpenHouseRef[];
  viewCount: number;
  leadCount: number;
  /** Lower-cased text the browse search matches against. */
  searchText: string;
  createdAt: string;
  updatedAt: string;
  /** Only on listings imported from an MLS. */
  mls?: TPropertyMlsAttribution;
};

/** What the map and saved-open-house cards need of a listing, copied onto each of its open houses. */
export type TListingSnapshot = Pick<
  TPropertyRecord,
  'title' | 'address' | 'city' | 'state' | 'price' | 'bedrooms' | 'bathrooms' | 'squareFeet' | 'propertyType' | 'coordinates' | 'timeZone' | 'status'
> & { coverImage: string | null };

export type TOpenHouseRecord = {
  id: string;
  propertyId: string;
  userId: string;
  startsAt: string;
  endsAt: string;
  notes: string | null;
  createdAt: string;
  /** Kept in step with the listing by every write that changes these fields. */
  listing: TListingSnapshot;
};

/**
 * An inquiry. From a listing's page it names the listing; from an agent's public profile it has none.
 * `senderUserId` is the signed-in sender (null for visitors), so buyers can see what they sent.
 */
export type TLeadRecord = {
  id: string;
  agentId: string;
  senderUserId?: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  createdAt: string;
} & ({ source: 'listing'; listingId: string; listingTitle: string } | { source: 'profile'; listingId: null; listingTitle: null });

export type TListingLeadRecord = Extract<TLeadRecord, { source: 'listing' }>;
