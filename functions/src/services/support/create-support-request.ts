import { ulid } from 'ulid';
import { SUPPORT_MESSAGES, SUPPORT_REQUESTS_PER_HOUR } from '@shared/constants/support';
import type { TSupportRequest } from '@shared/schemas/support.schema';
import { recordAttempt, secondsLeftInWindow } from '../../data/rate-limit-repository';
import { putSupportRequest, type TSupportRequestRecord } from '../../data/support-request-repository';
import { AppError } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import type { TPhotoStore } from '../photos/photo-store';
import { assertScreenshotUsable } from './support-screenshot';
import { supportStandingOf } from './support-standing';
import { toSupportRequestView } from './support-views';

const HOUR = 3600;

type TInput = { topic: TSupportRequestRecord['topic']; message: string; screenshotKey?: string | null };

/**
 * A signed-in user's support request.
 * 1. counts against the account's hourly budget (429 with Retry-After beyond SUPPORT_REQUESTS_PER_HOUR)
 * 2. a screenshot must be the caller's own upload and an image (400 otherwise; nothing stored)
 * 3. stored open, ranked by the plan's priority support, with the plan's name for the admin
 */
export async function createSupportRequest(
  deps: TDeps & { photos: Pick<TPhotoStore, 'describePhoto' | 'readPhotoHead'> },
  auth: TUserActor,
  input: TInput,
): Promise<TSupportRequest> {
  const now = deps.clock.now();
  if ((await recordAttempt(deps.db, 'support-request', auth.user.id, HOUR, now)) > SUPPORT_REQUESTS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', SUPPORT_MESSAGES.tooMany, undefined, { 'retry-after': String(secondsLeftInWindow(now, HOUR)) });
  }
  if (input.screenshotKey) await assertScreenshotUsable(deps.photos, auth, input.screenshotKey);
  const { priority, planName } = await supportStandingOf(deps, auth);
  const at = now.toISOString();
  const request: TSupportRequestRecord = {
    id: ulid(),
    userId: auth.user.id,
    topic: input.topic,
    message: input.message,
    screenshotKey: input.screenshotKey ?? null,
    priority,
    planName,
    status: 'open',
    replies: [],
    createdAt: at,
    updatedAt: at,
  };
  await putSupportRequest(deps.db, request);
  return toSupportRequestView(request);
}
