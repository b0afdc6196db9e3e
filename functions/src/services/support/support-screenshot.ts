import { PHOTO_UPLOAD_EXPIRY_SECONDS } from '@shared/constants/listing';
import { SUPPORT_MESSAGES, SUPPORT_SCREENSHOT_MAX_MB } from '@shared/constants/support';
import type { TPresignSupportScreenshotRequest } from '@shared/schemas/support.schema';
import type { TPresignedPhotoUpload } from '../../adapters/photos/photo-storage';
import { badRequest } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { checkUpload } from '../photos/check-upload';
import { newSupportScreenshotKey, supportScreenshotPrefix } from '../photos/photo-keys';
import type { TPhotoStore } from '../photos/photo-store';

const SCREENSHOT_MAX_BYTES = SUPPORT_SCREENSHOT_MAX_MB * 1024 * 1024;

/** A presigned upload for a support request's screenshot: under private/support/<userId>/ (never served as a photo), exact type, at most 5 MB, 5 minutes. */
export async function presignSupportScreenshot(
  deps: TDeps & { photos: Pick<TPhotoStore, 'presignPhotoUpload'> },
  auth: TUserActor,
  input: TPresignSupportScreenshotRequest,
): Promise<TPresignedPhotoUpload> {
  return deps.photos.presignPhotoUpload({
    key: newSupportScreenshotKey(auth.user.id, input.file.contentType),
    contentType: input.file.contentType,
    maxBytes: SCREENSHOT_MAX_BYTES,
    expiresInSeconds: PHOTO_UPLOAD_EXPIRY_SECONDS,
    now: deps.clock.now(),
  });
}

/** 400 unless the uploaded screenshot is the caller's, present, within the size and really an image. */
export async function assertScreenshotUsable(photos: Pick<TPhotoStore, 'describePhoto' | 'readPhotoHead'>, auth: TUserActor, key: string): Promise<void> {
  const verdict = await checkUpload(photos, key, {
    prefix: supportScreenshotPrefix(auth.user.id),
    maxBytes: SCREENSHOT_MAX_BYTES,
    foreignMessage: SUPPORT_MESSAGES.foreignScreenshot,
    tooLargeMessage: SUPPORT_MESSAGES.screenshotTooLarge,
  });
  if (verdict.problem) throw badRequest(verdict.message, [{ path: 'screenshotKey', message: verdict.message }]);
}
