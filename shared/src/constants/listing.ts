/** Listing form options and browse constants (spec §5, §9). Prices are whole US dollars. */
export const LISTING_STATES = [
  { value: 'CO', label: 'Colorado' },
  { value: 'CA', label: 'California' },
  { value: 'TX', label: 'Texas' },
  { value: 'FL', label: 'Florida' },
  { value: 'NY', label: 'New York' },
] as const;
export type TListingState = (typeof LISTING_STATES)[number]['value'];
export const LISTING_STATE_VALUES = LISTING_STATES.map((s) => s.value) as [TListingState, ...TListingState[]];

/** 5 means "5+". */
export const BEDROOM_OPTIONS = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4' },
  { value: 5, label: '5+' },
] as const;

/** 3 means "3+". */
export const BATHROOM_OPTIONS = [
  { value: 1, label: '1' },
  { value: 1.5, label: '1.5' },
  { value: 2, label: '2' },
  { value: 2.5, label: '2.5' },
  { value: 3, label: '3+' },
] as const;
export const BATHROOM_VALUES = BATHROOM_OPTIONS.map((b) => b.value);

export const PROPERTY_TYPES = [
  { value: 'single-family', label: 'Single Family Home' },
  { value: 'condo', label: 'Condo' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'multi-family', label: 'Multi-Family' },
] as const;
export type TPropertyType = (typeof PROPERTY_TYPES)[number]['value'];
export const PROPERTY_TYPE_VALUES = PROPERTY_TYPES.map((t) => t.value) as [TPropertyType, ...TPropertyType[]];

export const LISTING_STATUSES = ['draft', 'active'] as const;
export type TListingStatus = (typeof LISTING_STATUSES)[number];

/** Browse price buckets: bounds inclusive, whole dollars (spec §9: ≤300000; >300000–500000; >500000–750000; >750000). */
export const PRICE_BUCKETS = [
  { value: 'under-300k', label: 'Under $300K', min: 0, max: 300_000 },
  { value: '300k-500k', label: '$300K-$500K', min: 300_001, max: 500_000 },
  { value: '500k-750k', label: '$500K-$750K', min: 500_001, max: 750_000 },
  { value: '750k-plus', label: '$750K+', min: 750_001, max: 999_999_999 },
] as const;
export type TPriceBucket = (typeof PRICE_BUCKETS)[number]['value'];
export const PRICE_BUCKET_VALUES = PRICE_BUCKETS.map((b) => b.value) as [TPriceBucket, ...TPriceBucket[]];
export const MAX_LISTING_PRICE = 999_999_999;

export const LISTING_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'bedrooms-desc', label: 'Most Bedrooms' },
] as const;
export type TListingSort = (typeof LISTING_SORTS)[number]['value'];
export const LISTING_SORT_VALUES = LISTING_SORTS.map((s) => s.value) as [TListingSort, ...TListingSort[]];

export const LISTING_PAGE_SIZE = 12;
/** "Load More Properties" shows only when at least this many results match. */
export const LOAD_MORE_THRESHOLD = 12;
export const FEATURED_LISTINGS_LIMIT = 6;
export const RECENT_LISTINGS_LIMIT = 5;
export const SKELETON_CARD_COUNT = 6;
/** GET /api/properties without a limit returns at most this many (one page; follow nextCursor for more). */
export const LIST_PROPERTIES_MAX_LIMIT = 100;

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
