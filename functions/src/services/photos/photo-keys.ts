import { ulid } from 'ulid';
import type { TPhotoContentType } from '@shared/constants/listing';

const EXTENSIONS: Record<TPhotoContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/heic': 'heic', 'image/heif': 'heic' };

/** Every listing photo lives under its owner's and listing's prefix; the site serves it at `/<key>`. */
export const listingPhotoPrefix = (userId: string, propertyId: string) => `photos/listings/${userId}/${propertyId}/`;

export const newListingPhotoKey = (userId: string, propertyId: string, contentType: TPhotoContentType) =>
  `${listingPhotoPrefix(userId, propertyId)}${ulid()}.${EXTENSIONS[contentType]}`;

export const photoUrlOf = (key: string) => `/${key}`;
