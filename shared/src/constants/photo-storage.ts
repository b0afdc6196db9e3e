/** Listing photos, under `<userId>/<propertyId>/`. */
export const LISTING_PHOTOS_PREFIX = 'photos/listings/';
/** Profile pictures, header photos and avatars, under `<userId>/<kind>/`. */
export const PROFILE_PHOTOS_PREFIX = 'photos/profiles/';
/** The only folders of the photo bucket the site serves (CloudFront in the cloud, the photo proxy locally). */
export const SERVED_PHOTO_PREFIXES = [LISTING_PHOTOS_PREFIX, PROFILE_PHOTOS_PREFIX] as const;
