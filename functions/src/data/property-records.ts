import type { TListingStatus, TPropertyType } from '@shared/constants/listing';

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
};

export type TOpenHouseRecord = {
  id: string;
  propertyId: string;
  userId: string;
  startsAt: string;
  endsAt: string;
  notes: string | null;
  createdAt: string;
};

export type TLeadRecord = {
  id: string;
  listingId: string;
  listingTitle: string;
  agentId: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  source: 'listing';
  createdAt: string;
};
