import { ulid } from 'ulid';
import { PHOTO_CONTENT_TYPES, type TPhotoContentType } from '@shared/constants/listing';
import { LISTING_PHOTOS_PREFIX, PROFILE_PHOTOS_PREFIX } from '@shared/constants/photo-storage';
import { LEGACY_SUPPORT_SCREENSHOTS_PREFIX, SUPPORT_SCREENSHOTS_PREFIX } from '@shared/constants/support';

const EXTENSIONS: Record<TPhotoContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Every listing photo lives under its owner's and listing's prefix; the site serves it at `/<key>`. */
export const listingPhotoPrefix = (userId: string, propertyId: string) => `${LISTING_PHOTOS_PREFIX}${userId}/${propertyId}/`;

export const newListingPhotoKey = (userId: string, propertyId: string, contentType: TPhotoContentType) =>
  `${listingPhotoPrefix(userId, propertyId)}${ulid()}.${EXTENSIONS[contentType]}`;

export const photoUrlOf = (key: string) => `/${key}`;

/** Profile pictures, header photos and avatars live under their owner's prefix, one folder per kind. */
export const profilePhotoOwnerPrefix = (userId: string) => `${PROFILE_PHOTOS_PREFIX}${userId}/`;
export const profilePhotoPrefix = (userId: string, type: 'profile' | 'header' | 'avatar') => `${profilePhotoOwnerPrefix(userId)}${type}/`;

export const newProfilePhotoKey = (userId: string, type: 'profile' | 'header' | 'avatar', contentType: TPhotoContentType) =>
  `${profilePhotoPrefix(userId, type)}${ulid()}.${EXTENSIONS[contentType]}`;

/** A support request's screenshot, under its author's private prefix: never served as a photo, handed out by its request's route. */
export const supportScreenshotPrefix = (userId: string) => `${SUPPORT_SCREENSHOTS_PREFIX}${userId}/`;
/** Where an author's screenshots lay while they were public (until the one-off move; erasure still clears it). */
export const legacySupportScreenshotPrefix = (userId: string) => `${LEGACY_SUPPORT_SCREENSHOTS_PREFIX}${userId}/`;
export const newSupportScreenshotKey = (userId: string, contentType: TPhotoContentType) =>
  `${supportScreenshotPrefix(userId)}${ulid()}.${EXTENSIONS[contentType]}`;

/** The object key behind a photo URL we issued (`/<key>`), or null for anything else. */
export const keyOfPhotoUrl = (url: string | null | undefined, underPrefix: string): string | null =>
  url && url.startsWith(`/${underPrefix}`) && !url.includes('..') ? url.slice(1) : null;

/**
 * The type an upload slot was asked for: the presigned key carries it as its extension, and the POST
 * policy binds both the key and the Content-Type, so the two cannot disagree in a genuine upload.
 */
export function requestedTypeOfKey(key: string): TPhotoContentType | null {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return PHOTO_CONTENT_TYPES.find((type) => EXTENSIONS[type] === extension) ?? null;
}

/** Where the served (stripped, resized) copy of an upload lives: beside it, named after its size. */
export const webPhotoKey = (uploadKey: string, sizeLabel: string) => `${uploadKey.slice(0, uploadKey.lastIndexOf('.'))}-${sizeLabel}.webp`;
