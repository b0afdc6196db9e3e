import { LISTING_PHOTO_MAX_FILES, LISTING_PHOTO_MAX_MB } from '@shared/constants/listing';
import { listOpenHousesOfProperty, refreshSnapshots, splitByEnded } from '../../data/open-house-repository';
import { appendPropertyImages, getProperty } from '../../data/property-repository';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { assertOwner } from '../properties/owner-check';
import { listingChanged } from '../properties/listing-changed';
import { isKeyUnder } from './check-upload';
import { listingPhotoPrefix, photoUrlOf, webPhotoKey } from './photo-keys';
import type { TPhotoStore } from './photo-store';
import { publishWebPhoto, type TPublishedPhoto } from './publish-web-photo';
import { LISTING_WEB_SIZE } from './web-photo-sizes';

const LISTING_UPLOAD_RULES = {
  maxBytes: LISTING_PHOTO_MAX_MB * 1024 * 1024,
  foreignMessage: 'This upload does not belong to this listing.',
  tooLargeMessage: `The file is too large. Maximum size is ${LISTING_PHOTO_MAX_MB}MB.`,
  size: LISTING_WEB_SIZE,
};

/**
 * Attaches uploaded photos to a listing. The listing shows the served copies (upright, stripped of
 * metadata, at most 1280 px); the uploads themselves are deleted once their copies are attached.
 * 1. check the caller owns the listing
 * 2. check and publish each upload not attached yet (see publishWebPhoto)
 * 3. delete the rejected uploads that are ours; attach the accepted copies (in upload order, each once) while there is room
 * 4. delete the attached uploads; a new cover photo is copied onto the listing's open houses
 */
export async function confirmListingPhotos(
  deps: TDeps & { photos: TPhotoStore },
  auth: TUserActor,
  input: { id: string; keys: string[] },
): Promise<{ images: string[]; rejected: { key: string; message: string }[] }> {
  const property = assertOwner(await getProperty(deps.db, input.id), auth);
  const prefix = listingPhotoPrefix(auth.user.id, property.id);
  const fresh = [...new Set(input.keys)].filter((key) => !property.images.includes(photoUrlOf(webPhotoKey(key, LISTING_WEB_SIZE.label))));
  const verdicts = await Promise.all(fresh.map((key) => publishWebPhoto(deps.photos, key, { prefix, ...LISTING_UPLOAD_RULES })));
  const rejected = verdicts.flatMap((v) => (v.problem === null ? [] : [{ key: v.key, message: v.message }]));
  const ours = rejected.filter((r) => isKeyUnder(r.key, prefix)).map((r) => r.key);
  if (ours.length) await deps.photos.deletePhotos(ours);
  const published = verdicts.filter((v): v is TPublishedPhoto & { problem: null } => v.problem === null);
  if (!published.length) return { images: property.images, rejected };

  const images = await appendPropertyImages(
    deps.db,
    property.id,
    published.map((p) => photoUrlOf(p.webKey)),
    LISTING_PHOTO_MAX_FILES,
    deps.clock.now().toISOString(),
  );
  await deps.photos.deletePhotos(published.map((p) => p.key));
  listingChanged(property.id);
  if (images[0] !== property.images[0]) {
    // The cover photo changed: the map and saved-open-house cards carry a copy of it.
    const { upcoming } = splitByEnded(await listOpenHousesOfProperty(deps.db, property.id), deps.clock.now());
    await refreshSnapshots(deps.db, { ...property, images }, upcoming);
  }
  return { images, rejected };
}
