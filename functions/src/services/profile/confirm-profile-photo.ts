import type { TProfilePhotoType } from '@shared/constants/branding';
import type { TConfirmProfilePhotoResponse } from '@shared/schemas/profile.schema';
import { setAvatar, setProfilePicture } from '../../data/profile-repository';
import { badRequest } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import { forgetSessionsOfUser } from '../auth/session-cache';
import type { TDeps } from '../deps';
import { isKeyUnder } from '../photos/check-upload';
import { keyOfPhotoUrl, photoUrlOf, profilePhotoOwnerPrefix, profilePhotoPrefix } from '../photos/photo-keys';
import type { TPhotoStore } from '../photos/photo-store';
import { publishWebPhoto } from '../photos/publish-web-photo';
import { PROFILE_WEB_SIZES } from '../photos/web-photo-sizes';
import { PROFILE_UPLOAD_RULES, assertMayUpload } from './profile-photo-rules';

/**
 * Puts an uploaded picture in place: the profile picture, the header photo or the account avatar.
 * 1. profile and header pictures are for agents and brokers (403 otherwise)
 * 2. check and publish the upload (see publishWebPhoto): 400×400 pictures, a 1200×400 header, no metadata;
 *    a refused upload of ours is deleted and the caller gets 400 with the reason
 * 3. store the served copy's URL (the avatar on both the user and the profile); delete the upload and the picture it replaced
 * 4. forget the cached sessions, so the header menu shows the new picture on the next current-user call
 */
export async function confirmProfilePhoto(
  deps: TDeps & { photos: TPhotoStore },
  auth: TUserActor,
  input: { type: TProfilePhotoType; key: string },
): Promise<TConfirmProfilePhotoResponse> {
  assertMayUpload(auth, input.type);
  const userId = auth.user.id;
  const prefix = profilePhotoPrefix(userId, input.type);
  const verdict = await publishWebPhoto(deps.photos, input.key, { prefix, ...PROFILE_UPLOAD_RULES, size: PROFILE_WEB_SIZES[input.type] });
  if (verdict.problem !== null) {
    if (isKeyUnder(input.key, prefix)) await deps.photos.deletePhotos([input.key]);
    throw badRequest(verdict.message, [{ path: 'key', message: verdict.message }]);
  }
  const photoUrl = photoUrlOf(verdict.webKey);
  const now = deps.clock.now().toISOString();
  const replaced =
    input.type === 'avatar'
      ? await setAvatar(deps.db, userId, photoUrl, now)
      : [await setProfilePicture(deps.db, userId, input.type === 'profile' ? 'profilePicture' : 'headerPhoto', photoUrl, now)];
  forgetSessionsOfUser(userId);
  const stale = [...new Set(replaced.map((url) => keyOfPhotoUrl(url, profilePhotoOwnerPrefix(userId))))].filter(
    (key): key is string => key !== null && key !== verdict.webKey,
  );
  await deps.photos.deletePhotos([input.key, ...stale]);
  return { type: input.type, photoUrl };
}
