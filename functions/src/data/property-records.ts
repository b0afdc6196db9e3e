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
} & (
  | { source: 'listing'; listingId: string; listingTitle: string }
  | { source: 'profile'; listingId: null; listingTitle: null }
  | { source: 'open-house'; listingId: string; listingTitle: string; openHouseId: string; signIn: TOpenHouseSignIn }
);

/** What a visitor told the agent at the door; `consent` is the exact wording they agreed to and when. */
export type TOpenHouseSignIn = {
  clientId: string;
  workingWithAgent: boolean;
  timeframe: string | null;
  financing: string | null;
  answers: { questionId: string; question: string; answer: string }[];
  consent: { text: string; givenAt: string } | null;
  /** Signed in well before the start or after the end (accepted, but the agent should know). */
  isOutsideHours: boolean;
};

export type TListingLeadRecord = Extract<TLeadRecord, { source: 'listing' }>;
