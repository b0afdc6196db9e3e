import { PHOTO_UPLOAD_EXPIRY_SECONDS } from '@shared/constants/listing';
import type * as z from '@shared/zod';
import type { ZPresignProfilePhotoRequestSchema } from '@shared/schemas/profile.schema';
import type { TPresignedPhotoUpload } from '../../adapters/photos/photo-storage';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import type { TPhotoStore } from '../photos/photo-store';
import { newProfilePhotoKey } from '../photos/photo-keys';
import { PROFILE_PHOTO_MAX_BYTES, assertMayUpload } from './profile-photo-rules';

type TPresignInput = z.output<typeof ZPresignProfilePhotoRequestSchema>;

/**
 * A presigned upload for a profile picture, header photo or the account avatar.
 * 1. profile and header pictures are for agents and brokers (403 otherwise)
 * 2. one presigned POST: key under photos/profiles/<userId>/<type>/, exact type, at most 5 MB, 5 minutes
 */
export async function presignProfilePhoto(
  deps: TDeps & { photos: Pick<TPhotoStore, 'presignPhotoUpload'> },
  auth: TUserActor,
  input: TPresignInput,
): Promise<TPresignedPhotoUpload> {
  assertMayUpload(auth, input.type);
  return deps.photos.presignPhotoUpload({
    key: newProfilePhotoKey(auth.user.id, input.type, input.file.contentType),
    contentType: input.file.contentType,
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    expiresInSeconds: PHOTO_UPLOAD_EXPIRY_SECONDS,
    now: deps.clock.now(),
  });
}
