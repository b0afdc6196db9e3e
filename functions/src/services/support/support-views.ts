import type { TAdminSupportRequest, TSupportRequest } from '@shared/schemas/support.schema';
import type { TSupportRequestRecord } from '../../data/support-request-repository';
import { getUserWithProfile } from '../../data/user-repository';
import type { TDeps } from '../deps';
import { supportScreenshotUrl } from './open-support-screenshot';

/** A request as its author sees it (who replied stays internal). */
export const toSupportRequestView = (request: TSupportRequestRecord): TSupportRequest => ({
  id: request.id,
  topic: request.topic,
  message: request.message,
  screenshotUrl: request.screenshotKey ? supportScreenshotUrl(request) : null,
  priority: request.priority,
  status: request.status,
  createdAt: request.createdAt,
  updatedAt: request.updatedAt,
  replies: request.replies.map(({ message, sentAt }) => ({ message, sentAt })),
});

/** Requests as the admins' inbox shows them: with the author's name, address and plan. */
export async function toAdminSupportViews(deps: TDeps, requests: readonly TSupportRequestRecord[]): Promise<TAdminSupportRequest[]> {
  const accounts = new Map(
    await Promise.all([...new Set(requests.map((r) => r.userId))].map(async (userId) => [userId, await getUserWithProfile(deps.db, userId)] as const)),
  );
  return requests.map((request) => {
    const account = accounts.get(request.userId);
    return {
      ...toSupportRequestView(request),
      userId: request.userId,
      userName: account?.profile.displayName ?? '',
      userEmail: account?.user.email ?? '',
      planName: request.planName,
    };
  });
}
