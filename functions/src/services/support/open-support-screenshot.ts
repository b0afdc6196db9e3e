import { SUPPORT_MESSAGES } from '@shared/constants/support';
import type { TPrivateObjectLinks } from '../../adapters/photos/private-object-links';
import { getSupportRequest } from '../../data/support-request-repository';
import { notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { requestedTypeOfKey } from '../photos/photo-keys';

/** The route a request's screenshot is opened at (its author's Help page and the admins' inbox link to it). */
export const supportScreenshotUrl = (request: { userId: string; id: string }) =>
  `/api/support-requests/${encodeURIComponent(request.userId)}/${encodeURIComponent(request.id)}/screenshot`;

/**
 * GET /api/support-requests/{userId}/{id}/screenshot: where the request's screenshot can be fetched.
 * 1. only the request's author and the admins may (404 for anyone else: another account's request reads as unknown)
 * 2. the request must have a screenshot still stored (404 otherwise)
 * 3. a short-lived presigned GET of it, shown as the image type its upload was checked to be
 */
export async function openSupportScreenshot(
  deps: TDeps & { screenshots: TPrivateObjectLinks },
  auth: TUserActor,
  input: { userId: string; id: string },
): Promise<{ location: string }> {
  if (auth.user.id !== input.userId && !auth.user.isAdmin) throw notFound(SUPPORT_MESSAGES.screenshotNotFound);
  const request = await getSupportRequest(deps.db, input.userId, input.id);
  const key = request?.screenshotKey;
  const contentType = key ? requestedTypeOfKey(key) : null;
  if (!key || !contentType || !(await deps.screenshots.privateObjectExists(key))) throw notFound(SUPPORT_MESSAGES.screenshotNotFound);
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return {
    location: await deps.screenshots.presignPrivateObjectGet({ key, contentType, contentDisposition: `inline; filename="support-screenshot.${extension}"` }),
  };
}
