import { LISTING_PHOTO_MAX_FILES, LISTING_PHOTO_MAX_MB } from '@shared/constants/listing';
import { listOpenHousesOfProperty, refreshSnapshots, splitByEnded } from '../../data/open-house-repository';
import { appendPropertyImages, getProperty } from '../../data/property-repository';
import type { TAuthContext } from '../auth/auth-context';
import type { TDeps } from '../deps';
import { assertOwner } from '../properties/owner-check';
import { checkUpload, isKeyUnder, type TPhotoStore } from './check-upload';
import { listingPhotoPrefix, photoUrlOf } from './photo-keys';
import { listingChanged } from '../properties/listing-changed';

const LISTING_UPLOAD_RULES = {
  maxBytes: LISTING_PHOTO_MAX_MB * 1024 * 1024,
  foreignMessage: 'This upload does not belong to this listing.',
  tooLargeMessage: `The file is too large. Maximum size is ${LISTING_PHOTO_MAX_MB}MB.`,
};

/**
 * Attaches uploaded photos to a listing.
 * 1. check the caller owns the listing
 * 2. check each object: under this listing's prefix, present, within the size limit, starts with an image signature
 * 3. delete the rejected objects that are ours; append the accepted ones (in upload order) while there is room
 * 4. a new cover photo is copied onto the listing's open houses
 */
export async function confirmListingPhotos(
  deps: TDeps & { photos: TPhotoStore },
  auth: TAuthContext,
  input: { id: string; keys: string[] },
): Promise<{ images: string[]; rejected: { key: string; message: string }[] }> {
  const property = assertOwner(await getProperty(deps.db, input.id), auth);
  const prefix = listingPhotoPrefix(auth.user.id, property.id);
  const fresh = [...new Set(input.keys)].filter((key) => !property.images.includes(photoUrlOf(key)));
  const verdicts = await Promise.all(fresh.map((key) => checkUpload(deps.photos, key, { prefix, ...LISTING_UPLOAD_RULES })));
  const rejected = verdicts.filter((v): v is { key: string; message: string } => v.message !== null);
  const ours = rejected.filter((r) => isKeyUnder(r.key, prefix)).map((r) => r.key);
  if (ours.length) await deps.photos.deletePhotos(ours);
  const accepted = verdicts.filter((v) => v.message === null).map((v) => photoUrlOf(v.key));
  if (accepted.length) await appendPropertyImages(deps.db, property.id, accepted, LISTING_PHOTO_MAX_FILES, deps.clock.now().toISOString());
  listingChanged(property.id);
  if (accepted.length && property.images.length === 0) {
    // The cover photo changed: the map and saved-open-house cards carry a copy of it.
    const { upcoming } = splitByEnded(await listOpenHousesOfProperty(deps.db, property.id), deps.clock.now());
    await refreshSnapshots(deps.db, { ...property, images: accepted }, upcoming);
  }
  return { images: [...property.images, ...accepted], rejected };
}
