import type { TWebPhotoSize } from './photo-store';

/** Listing photos as cards and the carousel show them: the long edge at most 1280 px. */
export const LISTING_WEB_SIZE: TWebPhotoSize = { label: '1280w', width: 1280, height: 1280, fit: 'inside' };

/** Branding pictures at the sizes the spec recommends; the avatar as the profile picture. */
export const PROFILE_WEB_SIZES = {
  profile: { label: '400x400', width: 400, height: 400, fit: 'cover' },
  header: { label: '1200x400', width: 1200, height: 400, fit: 'cover' },
  avatar: { label: '400x400', width: 400, height: 400, fit: 'cover' },
} as const satisfies Record<string, TWebPhotoSize>;
