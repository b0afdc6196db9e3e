import { AVATAR_MAX_MB } from '@shared/constants/listing';
import { PROFILE_ONLY_FOR_PROS_MESSAGE, type TProfilePhotoType } from '@shared/constants/branding';
import { isProRole } from '@shared/constants/roles';
import { PROFILE_PHOTO_TOO_LARGE_MESSAGE } from '@shared/schemas/profile.schema';
import { forbidden } from '../../platform/app-error';
import type { TUserActor } from '../actor';

/** Pictures of the profile and the account avatar: images of at most 5 MB (spec §9). */
export const PROFILE_PHOTO_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;

export const PROFILE_UPLOAD_RULES = {
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  foreignMessage: 'This upload does not belong to your profile.',
  tooLargeMessage: PROFILE_PHOTO_TOO_LARGE_MESSAGE,
};

/** Everyone has an avatar; the profile picture and header photo are branding, for agents and brokers. */
export function assertMayUpload(auth: TUserActor, type: TProfilePhotoType): void {
  if (type !== 'avatar' && !isProRole(auth.profile.role)) throw forbidden(PROFILE_ONLY_FOR_PROS_MESSAGE);
}
