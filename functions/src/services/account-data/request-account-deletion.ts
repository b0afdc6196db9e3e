import { ACCOUNT_DATA_MESSAGES } from '@shared/constants/account-data';
import type { TQueueSender } from '../../adapters/queue/queue-sender';
import { markUserDeleted } from '../../data/account-closure-repository';
import { deleteSessionsOfUser } from '../../data/session-repository';
import { getTwoFactor } from '../../data/two-factor-repository';
import { AppError, badRequest } from '../../platform/app-error';
import { logger } from '../../platform/logger';
import type { TUserActor } from '../actor';
import { confirmCurrentPassword } from '../account/confirm-current-password';
import { forgetSessionsOfUser } from '../auth/session-cache';
import { assertNotThrottled, clearThrottledFailures, recordThrottledFailure, type TThrottleSubject } from '../auth/sign-in-throttle';
import { verifySecondFactor } from '../auth/two-factor/verify-second-factor';
import type { TDeps } from '../deps';
import { ACCOUNT_DELETION_QUEUE, type TAccountDeletionMessage } from './account-data-messages';

/**
 * POST /api/account/delete: the caller closes their account.
 * 1. check the password and, with two-factor on, an authenticator or recovery code (400 when missing). A wrong
 *    one is a refusal, 403 with the field's message, not bad input: it counts against the back-off (429 after a
 *    few, as for a password change), and nothing else changes
 * 2. queue the deletion worker, which closes the account too and removes everything else: queued first, so a queue
 *    that fails leaves the account as it was (500, try again), never closed with nothing left to erase it
 * 3. close it at once: no password, its address released (a failure is logged: the worker closes it too, maybe
 *    first), every session revoked (this one too)
 */
export async function requestAccountDeletion(
  deps: TDeps & { queue: TQueueSender },
  auth: TUserActor,
  input: { password: string; code?: string; ipKey: string },
): Promise<{ message: string }> {
  const { user } = auth;
  await confirmCurrentPassword(deps, user, { password: input.password, ipKey: input.ipKey, field: 'password' }).catch(asRefusal);
  if ((await getTwoFactor(deps.db, user.id))?.secretSealed) await confirmSecondFactor(deps, user.id, input);
  await deps.queue.send(ACCOUNT_DELETION_QUEUE, { userId: user.id, email: user.email } satisfies TAccountDeletionMessage);
  // The worker closes it too and may have done so first: a close that fails here (a conflict with its writes)
  // leaves the worker's, so the request still answers and signs everyone out.
  await markUserDeleted(deps.db, { userId: user.id, email: user.email, now: deps.clock.now().toISOString() }).catch((error: unknown) =>
    logger.warn('account close by the request failed; the deletion worker closes it', { userId: user.id, error: (error as Error).message }),
  );
  await deleteSessionsOfUser(deps.db, user.id);
  forgetSessionsOfUser(user.id);
  return { message: ACCOUNT_DATA_MESSAGES.deletionStarted };
}

async function confirmSecondFactor(deps: TDeps, userId: string, input: { code?: string; ipKey: string }): Promise<void> {
  if (!input.code) throw badRequest(ACCOUNT_DATA_MESSAGES.codeRequired, [{ path: 'code', message: ACCOUNT_DATA_MESSAGES.codeRequired }]);
  const subject: TThrottleSubject = { scope: 'two-factor', key: userId };
  await assertNotThrottled(deps, subject, input.ipKey, 'Too many wrong codes.');
  if (!(await verifySecondFactor(deps, userId, input.code))) {
    await recordThrottledFailure(deps, subject, input.ipKey);
    throw new AppError('FORBIDDEN', ACCOUNT_DATA_MESSAGES.codeWrong, [{ path: 'code', message: ACCOUNT_DATA_MESSAGES.codeWrong }]);
  }
  await clearThrottledFailures(deps, subject);
}

/** A wrong password refuses the request (403, with the field's message for the form); other errors pass as they are. */
function asRefusal(error: unknown): never {
  if (error instanceof AppError && error.code === 'BAD_REQUEST') throw new AppError('FORBIDDEN', error.message, error.errors);
  throw error;
}
