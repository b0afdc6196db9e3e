import { LISTING_PHOTO_MAX_FILES, LISTING_PHOTO_MAX_MB } from '@shared/constants/listing';
import { appendPropertyImages, getProperty } from '../../data/property-repository';
import type { TAuthContext } from '../auth/auth-context';
import type { TDeps } from '../deps';
import { assertOwner } from '../properties/owner-check';
import { SIGNATURE_BYTES, detectImageType } from './image-signature';
import { listingPhotoPrefix, photoUrlOf } from './photo-keys';
import { forgetListing } from '../properties/listing-read-cache';

export type TPhotoStore = {
  describePhoto: (key: string) => Promise<{ size: number } | null>;
  readPhotoHead: (key: string, byteCount: number) => Promise<Uint8Array>;
  deletePhotos: (keys: string[]) => Promise<void>;
};

type TVerdict = { key: string; message: string | null };

/**
 * S3 does not enforce our rules on what arrived (and a local stand-in does not even check the POST
 * policy), so every object is checked here before it becomes part of a listing.
 */
async function checkUpload(store: TPhotoStore, key: string, prefix: string): Promise<TVerdict> {
  if (!key.startsWith(prefix) || key.includes('..')) return { key, message: 'This upload does not belong to this listing.' };
  const object = await store.describePhoto(key);
  if (!object) return { key, message: 'The upload did not arrive. Please try again.' };
  if (object.size > LISTING_PHOTO_MAX_MB * 1024 * 1024) return { key, message: `The file is too large. Maximum size is ${LISTING_PHOTO_MAX_MB}MB.` };
  if (!detectImageType(await store.readPhotoHead(key, SIGNATURE_BYTES))) return { key, message: 'The file is not a JPG, PNG or HEIC image.' };
  return { key, message: null };
}

/**
 * Attaches uploaded photos to a listing.
 * 1. check the caller owns the listing
 * 2. check each object: under this listing's prefix, present, within the size limit, starts with an image signature
 * 3. delete the rejected objects that are ours; append the accepted ones (in upload order) while there is room
 */
export async function confirmListingPhotos(
  deps: TDeps & { photos: TPhotoStore },
  auth: TAuthContext,
  input: { id: string; keys: string[] },
): Promise<{ images: string[]; rejected: { key: string; message: string }[] }> {
  const property = assertOwner(await getProperty(deps.db, input.id), auth);
  const prefix = listingPhotoPrefix(auth.user.id, property.id);
  const fresh = [...new Set(input.keys)].filter((key) => !property.images.includes(photoUrlOf(key)));
  const verdicts = await Promise.all(fresh.map((key) => checkUpload(deps.photos, key, prefix)));
  const rejected = verdicts.filter((v): v is { key: string; message: string } => v.message !== null);
  const ours = rejected.filter((r) => r.key.startsWith(prefix) && !r.key.includes('..')).map((r) => r.key);
  if (ours.length) await deps.photos.deletePhotos(ours);
  const accepted = verdicts.filter((v) => v.message === null).map((v) => photoUrlOf(v.key));
  if (accepted.length) await appendPropertyImages(deps.db, property.id, accepted, LISTING_PHOTO_MAX_FILES, deps.clock.now().toISOString());
  forgetListing(property.id);
  return { images: [...property.images, ...accepted], rejected };
}
