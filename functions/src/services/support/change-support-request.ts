import { SUPPORT_MESSAGES, type TSupportStatus } from '@shared/constants/support';
import type { TAdminSupportRequest, TReplySupportRequestResponse } from '@shared/schemas/support.schema';
import type { TMailSender } from '../../adapters/mail/mail';
import { getSupportRequest, replaceSupportRequest, type TSupportRequestRecord } from '../../data/support-request-repository';
import { getUserWithProfile } from '../../data/user-repository';
import { conflict, notFound } from '../../platform/app-error';
import { logger } from '../../platform/logger';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { mailableAddressOf } from '../mail-trust/account-address';
import { supportReplyMail } from './support-mails';
import { toAdminSupportViews } from './support-views';

type TRequestRef = { userId: string; id: string };

async function changeRequest(deps: TDeps, ref: TRequestRef, change: (request: TSupportRequestRecord, now: string) => TSupportRequestRecord) {
  const before = await getSupportRequest(deps.db, ref.userId, ref.id);
  if (!before) throw notFound(SUPPORT_MESSAGES.notFound);
  const after = change(before, deps.clock.now().toISOString());
  if (!(await replaceSupportRequest(deps.db, before, after))) throw conflict('This request changed meanwhile. Reload it and try again.');
  return after;
}

/** An admin sets a request's status (closing, or opening it again). */
export async function updateSupportRequestStatus(deps: TDeps, ref: TRequestRef, input: { status: TSupportStatus }): Promise<TAdminSupportRequest> {
  const after = await changeRequest(deps, ref, (request, now) => ({ ...request, status: input.status, updatedAt: now }));
  return (await toAdminSupportViews(deps, [after]))[0]!;
}

/**
 * An admin answers a request.
 * 1. the reply is stored on the request, which becomes answered (or closed)
 * 2. it is mailed to the author: an answer to something they asked is transactional (kind 'direct': their
 *    unsubscribes do not stop it, a bounce or complaint does), and goes only to a confirmed address, both
 *    asked at the moment of sending; otherwise `mailed` is false and the answer waits on their Help page
 */
export async function replyToSupportRequest(
  deps: TDeps & { mail: TMailSender; siteOrigin: string },
  admin: TUserActor,
  ref: TRequestRef,
  input: { message: string; status: 'answered' | 'closed' },
): Promise<TReplySupportRequestResponse> {
  const after = await changeRequest(deps, ref, (request, now) => ({
    ...request,
    status: input.status,
    replies: [...request.replies, { message: input.message, sentAt: now, by: admin.user.id }],
    updatedAt: now,
  }));
  const account = await getUserWithProfile(deps.db, after.userId);
  const to = account && (await mailableAddressOf(deps, account.user, 'direct'));
  let mailed = false;
  if (to) {
    mailed = await deps.mail
      .send(supportReplyMail(to, after, input.message, `${deps.siteOrigin}/help`))
      .then(() => true)
      .catch((error: unknown) => (logger.warn('support reply mail failed', { requestId: after.id, error: (error as Error).message }), false));
  }
  return { request: (await toAdminSupportViews(deps, [after]))[0]!, mailed };
}
