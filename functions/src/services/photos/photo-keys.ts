import { ulid } from 'ulid';
import type { TPhotoContentType } from '@shared/constants/listing';

const EXTENSIONS: Record<TPhotoContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/heic': 'heic', 'image/heif': 'heic' };

/** Every listing photo lives under its owner's and listing's prefix; the site serves it at `/<key>`. */
export const listingPhotoPrefix = (userId: string, propertyId: string) => `photos/listings/${userId}/${propertyId}/`;

export const newListingPhotoKey = (userId: string, propertyId: string, contentType: TPhotoContentType) =>
  `${listingPhotoPrefix(userId, propertyId)}${ulid()}.${EXTENSIONS[contentType]}`;

export const photoUrlOf = (key: string) => `/${key}`;

/** Profile pictures, header photos and avatars live under their owner's prefix, one folder per kind. */
export const profilePhotoOwnerPrefix = (userId: string) => `photos/profiles/${userId}/`;
export const profilePhotoPrefix = (userId: string, type: 'profile' | 'header' | 'avatar') => `${profilePhotoOwnerPrefix(userId)}${type}/`;

export const newProfilePhotoKey = (userId: string, type: 'profile' | 'header' | 'avatar', contentType: TPhotoContentType) =>
  `${profilePhotoPrefix(userId, type)}${ulid()}.${EXTENSIONS[contentType]}`;

/** The object key behind a photo URL we issued (`/<key>`), or null for anything else. */
export const keyOfPhotoUrl = (url: string | null | undefined, underPrefix: string): string | null =>
  url && url.startsWith(`/${underPrefix}`) && !url.includes('..') ? url.slice(1) : null;
