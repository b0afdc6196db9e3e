/** Listing form options and browse constants (spec §5, §9). Prices are whole US dollars. */

/**
 * Every USPS state and territory code we list in, with the zone most of it keeps: a listing without
 * coordinates takes its state's zone (one with coordinates takes the zone at its point).
 */
export const LISTING_STATES = [
  { value: 'AL', label: 'Alabama', timeZone: 'America/Chicago' },
  { value: 'AK', label: 'Alaska', timeZone: 'America/Anchorage' },
  { value: 'AZ', label: 'Arizona', timeZone: 'America/Phoenix' },
  { value: 'AR', label: 'Arkansas', timeZone: 'America/Chicago' },
  { value: 'CA', label: 'California', timeZone: 'America/Los_Angeles' },
  { value: 'CO', label: 'Colorado', timeZone: 'America/Denver' },
  { value: 'CT', label: 'Connecticut', timeZone: 'America/New_York' },
  { value: 'DE', label: 'Delaware', timeZone: 'America/New_York' },
  { value: 'DC', label: 'District of Columbia', timeZone: 'America/New_York' },
  { value: 'FL', label: 'Florida', timeZone: 'America/New_York' },
  { value: 'GA', label: 'Georgia', timeZone: 'America/New_York' },
  { value: 'HI', label: 'Hawaii', timeZone: 'Pacific/Honolulu' },
  { value: 'ID', label: 'Idaho', timeZone: 'America/Boise' },
  { value: 'IL', label: 'Illinois', timeZone: 'America/Chicago' },
  { value: 'IN', label: 'Indiana', timeZone: 'America/Indiana/Indianapolis' },
  { value: 'IA', label: 'Iowa', timeZone: 'America/Chicago' },
  { value: 'KS', label: 'Kansas', timeZone: 'America/Chicago' },
  { value: 'KY', label: 'Kentucky', timeZone: 'America/New_York' },
  { value: 'LA', label: 'Louisiana', timeZone: 'America/Chicago' },
  { value: 'ME', label: 'Maine', timeZone: 'America/New_York' },
  { value: 'MD', label: 'Maryland', timeZone: 'America/New_York' },
  { value: 'MA', label: 'Massachusetts', timeZone: 'America/New_York' },
  { value: 'MI', label: 'Michigan', timeZone: 'America/Detroit' },
  { value: 'MN', label: 'Minnesota', timeZone: 'America/Chicago' },
  { value: 'MS', label: 'Mississippi', timeZone: 'America/Chicago' },
  { value: 'MO', label: 'Missouri', timeZone: 'America/Chicago' },
  { value: 'MT', label: 'Montana', timeZone: 'America/Denver' },
  { value: 'NE', label: 'Nebraska', timeZone: 'America/Chicago' },
  { value: 'NV', label: 'Nevada', timeZone: 'America/Los_Angeles' },
  { value: 'NH', label: 'New Hampshire', timeZone: 'America/New_York' },
  { value: 'NJ', label: 'New Jersey', timeZone: 'America/New_York' },
  { value: 'NM', label: 'New Mexico', timeZone: 'America/Denver' },
  { value: 'NY', label: 'New York', timeZone: 'America/New_York' },
  { value: 'NC', label: 'North Carolina', timeZone: 'America/New_York' },
  { value: 'ND', label: 'North Dakota', timeZone: 'America/Chicago' },
  { value: 'OH', label: 'Ohio', timeZone: 'America/New_York' },
  { value: 'OK', label: 'Oklahoma', timeZone: 'America/Chicago' },
  { value: 'OR', label: 'Oregon', timeZone: 'America/Los_Angeles' },
  { value: 'PA', label: 'Pennsylvania', timeZone: 'America/New_York' },
  { value: 'RI', label: 'Rhode Island', timeZone: 'America/New_York' },
  { value: 'SC', label: 'South Carolina', timeZone: 'America/New_York' },
  { value: 'SD', label: 'South Dakota', timeZone: 'America/Chicago' },
  { value: 'TN', label: 'Tennessee', timeZone: 'America/Chicago' },
  { value: 'TX', label: 'Texas', timeZone: 'America/Chicago' },
  { value: 'UT', label: 'Utah', timeZone: 'America/Denver' },
  { value: 'VT', label: 'Vermont', timeZone: 'America/New_York' },
  { value: 'VA', label: 'Virginia', timeZone: 'America/New_York' },
  { value: 'WA', label: 'Washington', timeZone: 'America/Los_Angeles' },
  { value: 'WV', label: 'West Virginia', timeZone: 'America/New_York' },
  { value: 'WI', label: 'Wisconsin', timeZone: 'America/Chicago' },
  { value: 'WY', label: 'Wyoming', timeZone: 'America/Denver' },
  { value: 'PR', label: 'Puerto Rico', timeZone: 'America/Puerto_Rico' },
  { value: 'VI', label: 'U.S. Virgin Islands', timeZone: 'America/St_Thomas' },
  { value: 'GU', label: 'Guam', timeZone: 'Pacific/Guam' },
  { value: 'AS', label: 'American Samoa', timeZone: 'Pacific/Pago_Pago' },
  { value: 'MP', label: 'Northern Mariana Islands', timeZone: 'Pacific/Saipan' },
] as const;
export type TListingState = (typeof LISTING_STATES)[number]['value'];
export const LISTING_STATE_VALUES = /* @__PURE__ */ LISTING_STATES.map((s) => s.value) as [TListingState, ...TListingState[]];

/** The zone most of a state keeps (a listing without coordinates); the default zone for anything else. */
export const stateTimeZone = (state: string): string => LISTING_STATES.find((s) => s.value === state)?.timeZone ?? LISTING_TIME_ZONE;

/** What the data allows: a studio has 0 bedrooms; RESO's BedroomsTotal has no upper limit we meet in practice. */
export const MAX_BEDROOMS = 99;
export const MAX_BATHROOMS = 99;

/** Browse filter buckets: 5 means "5+" (a choice on a screen, not a limit of the data). */
export const BEDROOM_OPTIONS = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4' },
  { value: 5, label: '5+' },
] as const;

/** Browse filter buckets of bathrooms (full + half/2): 3 means "3+". */
export const BATHROOM_OPTIONS = [
  { value: 1, label: '1+' },
  { value: 1.5, label: '1.5+' },
  { value: 2, label: '2+' },
  { value: 2.5, label: '2.5+' },
  { value: 3, label: '3+' },
] as const;
export const BATHROOM_VALUES = /* @__PURE__ */ BATHROOM_OPTIONS.map((b) => b.value);

/** Homes for sale, in RESO Data Dictionary PropertyType / PropertySubType terms. */
export const PROPERTY_TYPES = [
  { value: 'single-family', label: 'Single Family Home' },
  { value: 'condo', label: 'Condo' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'multi-family', label: 'Multi-Family' },
  { value: 'manufactured', label: 'Manufactured / Mobile Home' },
  { value: 'land', label: 'Land / Lot' },
  { value: 'farm', label: 'Farm / Ranch' },
] as const;
export type TPropertyType = (typeof PROPERTY_TYPES)[number]['value'];
export const PROPERTY_TYPE_VALUES = /* @__PURE__ */ PROPERTY_TYPES.map((t) => t.value) as [TPropertyType, ...TPropertyType[]];
/** Types whose size is their lot, not their rooms: cards show the lot size instead of bedrooms and baths. */
export const isLandType = (type: string): boolean => type === 'land';

/** Our publishing state: a draft is the agent's alone; an active listing is public while its market status is. */
export const LISTING_STATUSES = ['draft', 'active'] as const;
export type TListingStatus = (typeof LISTING_STATUSES)[number];

/** RESO StandardStatus of a listing for sale (kebab-cased); a hand-made listing is `active`. */
export const MARKET_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'coming-soon', label: 'Coming Soon' },
  { value: 'active-under-contract', label: 'Active Under Contract' },
  { value: 'pending', label: 'Pending' },
  { value: 'closed', label: 'Closed' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'expired', label: 'Expired' },
  { value: 'canceled', label: 'Canceled' },
] as const;
export type TMarketStatus = (typeof MARKET_STATUSES)[number]['value'];
export const MARKET_STATUS_VALUES = /* @__PURE__ */ MARKET_STATUSES.map((s) => s.value) as [TMarketStatus, ...TMarketStatus[]];
/** Browse and the map show these by default. */
export const ON_MARKET_STATUSES: readonly TMarketStatus[] = ['active', 'coming-soon'];
/** Still public (browse with "include under contract", the plan count); the rest keep only their page. */
export const PUBLIC_MARKET_STATUSES: readonly TMarketStatus[] = ['active', 'coming-soon', 'active-under-contract', 'pending'];
export const isUnderContract = (status: TMarketStatus): boolean => status === 'active-under-contract' || status === 'pending';
export const isOffMarket = (status: TMarketStatus): boolean => !PUBLIC_MARKET_STATUSES.includes(status);

/** RESO AssociationFeeFrequency values we keep. */
export const ASSOCIATION_FEE_FREQUENCIES = [
  { value: 'monthly', label: 'per month' },
  { value: 'quarterly', label: 'per quarter' },
  { value: 'semi-annually', label: 'twice a year' },
  { value: 'annually', label: 'per year' },
] as const;
export type TAssociationFeeFrequency = (typeof ASSOCIATION_FEE_FREQUENCIES)[number]['value'];
export const ASSOCIATION_FEE_FREQUENCY_VALUES = /* @__PURE__ */ ASSOCIATION_FEE_FREQUENCIES.map((f) => f.value) as [
  TAssociationFeeFrequency,
  ...TAssociationFeeFrequency[],
];

export const SQUARE_FEET_PER_ACRE = 43_560;

/** Browse price buckets: bounds inclusive, whole dollars (spec §9: ≤300000; >300000–500000; >500000–750000; >750000). */
export const PRICE_BUCKETS = [
  { value: 'under-300k', label: 'Under $300K', min: 0, max: 300_000 },
  { value: '300k-500k', label: '$300K-$500K', min: 300_001, max: 500_000 },
  { value: '500k-750k', label: '$500K-$750K', min: 500_001, max: 750_000 },
  { value: '750k-plus', label: '$750K+', min: 750_001, max: 999_999_999 },
] as const;
export type TPriceBucket = (typeof PRICE_BUCKETS)[number]['value'];
export const PRICE_BUCKET_VALUES = /* @__PURE__ */ PRICE_BUCKETS.map((b) => b.value) as [TPriceBucket, ...TPriceBucket[]];
export const MAX_LISTING_PRICE = 999_999_999;

/** A price filter as asked: a fixed bucket (older links), a min and max (both included), or both (their overlap). */
export type TPriceFilter = { priceRange?: TPriceBucket; minPrice?: number; maxPrice?: number };

/** The prices a filter lets through, both ends included; null when it sets no price limit (an unknown bucket sets none). */
export function priceBoundsOf(filter: Omit<TPriceFilter, 'priceRange'> & { priceRange?: string }): { min: number; max: number } | null {
  const bucket = filter.priceRange ? PRICE_BUCKETS.find((b) => b.value === filter.priceRange) : undefined;
  if (!bucket && filter.minPrice === undefined && filter.maxPrice === undefined) return null;
  return { min: Math.max(bucket?.min ?? 0, filter.minPrice ?? 0), max: Math.min(bucket?.max ?? MAX_LISTING_PRICE, filter.maxPrice ?? MAX_LISTING_PRICE) };
}

export const LISTING_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'bedrooms-desc', label: 'Most Bedrooms' },
] as const;
export type TListingSort = (typeof LISTING_SORTS)[number]['value'];
export const LISTING_SORT_VALUES = /* @__PURE__ */ LISTING_SORTS.map((s) => s.value) as [TListingSort, ...TListingSort[]];

export const LISTING_PAGE_SIZE = 12;
/** "Load More Properties" shows only when at least this many results match. */
export const LOAD_MORE_THRESHOLD = 12;
export const FEATURED_LISTINGS_LIMIT = 6;
export const RECENT_LISTINGS_LIMIT = 5;
export const SKELETON_CARD_COUNT = 6;
/** GET /api/properties without a limit returns at most this many (one page; follow nextCursor for more). */
export const LIST_PROPERTIES_MAX_LIMIT = 100;

/** The zone of things tied to no listing (and of listings older than per-listing zones): Austin's, where the demo lives. */
export const LISTING_TIME_ZONE = 'America/Chicago';

/** Listing photos (spec §9): at most 10 files of 10 MB; avatars 5 MB. */
export const LISTING_PHOTO_MAX_FILES = 10;
export const LISTING_PHOTO_MAX_MB = 10;
export const AVATAR_MAX_MB = 5;
/** What the server can decode, strip and resize; phones hand HEIC over as JPEG when a picker asks for these. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TPhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
/** A presigned upload must be used within this many seconds. */
export const PHOTO_UPLOAD_EXPIRY_SECONDS = 300;

export const tooLargeMessage = (name: string, maxMb: number) => `File "${name}" is too large. Maximum size is ${maxMb}MB.`;
export const tooManyFilesMessage = (max: number, adding: number) => `Maximum ${max} files allowed. You're trying to add ${adding} files.`;

/** RESO BathroomsFull + BathroomsHalf as one number a filter compares and a card shows: 2 full + 1 half is 2.5. */
export const bathroomsTotal = (full: number, half: number): number => full + half / 2;

/**
 * A listing's full and half bathrooms. Listings stored before the counts were kept hold one `bathrooms`
 * number (1, 1.5, … 3 meaning "3+"): its whole part is the full baths and any fraction one half bath.
 */
export function bathroomCountsOf(listing: { bathrooms?: number | null; bathroomsFull?: number | null; bathroomsHalf?: number | null }): {
  full: number;
  half: number;
} {
  if (listing.bathroomsFull !== undefined && listing.bathroomsFull !== null) return { full: listing.bathroomsFull, half: listing.bathroomsHalf ?? 0 };
  const total = listing.bathrooms ?? 0;
  return { full: Math.floor(total), half: total % 1 > 0 ? 1 : 0 };
}

/** The longest title a listing may have (a card's heading and an alert's subject). */
export const LISTING_TITLE_MAX_LENGTH = 120;
