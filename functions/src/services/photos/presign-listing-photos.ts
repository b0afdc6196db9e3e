import { LISTING_PHOTO_MAX_FILES, LISTING_PHOTO_MAX_MB, PHOTO_UPLOAD_EXPIRY_SECONDS } from '@shared/constants/listing';
import type * as z from '@shared/zod';
import type { ZPresignPhotosRequestSchema } from '@shared/schemas/photo.schema';
import type { TPresignedPhotoUpload } from '../../adapters/photos/photo-storage';
import { getProperty } from '../../data/property-repository';
import { badRequest } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import type { TPhotoStore } from './photo-store';
import { assertOwner } from '../properties/owner-check';
import { newListingPhotoKey } from './photo-keys';

type TPresignInput = z.output<typeof ZPresignPhotosRequestSchema>;

/**
 * Presigned uploads for a listing's photos.
 * 1. check the caller owns the listing
 * 2. refuse more photos than the listing has room for
 * 3. one presigned POST per file: key under the owner's prefix, exact type, size at most the limit, 5 minutes
 */
export async function presignListingPhotos(
  deps: TDeps & { photos: Pick<TPhotoStore, 'presignPhotoUpload'> },
  auth: TUserActor,
  input: { id: string; request: TPresignInput },
): Promise<TPresignedPhotoUpload[]> {
  const property = assertOwner(await getProperty(deps.db, input.id), auth);
  const room = LISTING_PHOTO_MAX_FILES - property.images.length;
  if (input.request.files.length > room) {
    throw badRequest(`Maximum ${LISTING_PHOTO_MAX_FILES} files allowed. You're trying to add ${input.request.files.length} files.`, [
      { path: 'files', message: `This listing has room for ${Math.max(room, 0)} more photo${room === 1 ? '' : 's'}` },
    ]);
  }
  const now = deps.clock.now();
  return Promise.all(
    input.request.files.map((file) =>
      deps.photos.presignPhotoUpload({
        key: newListingPhotoKey(auth.user.id, property.id, file.contentType),
        contentType: file.contentType,
        maxBytes: LISTING_PHOTO_MAX_MB * 1024 * 1024,
        expiresInSeconds: PHOTO_UPLOAD_EXPIRY_SECONDS,
        now,
      }),
    ),
  );
}
