import { PASSWORD_UNCHANGED_MESSAGE } from '@shared/constants/settings';
import { getAccountRecords, setPasswordHash } from '../../data/profile-repository';
import { deleteSessionsOfUser } from '../../data/session-repository';
import { badRequest, unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import { hashPassword } from '../auth/password';
import { forgetSessionsOfUser } from '../auth/session-cache';
import { startSession } from '../auth/start-session';
import type { TDeps } from '../deps';
import { confirmCurrentPassword } from './confirm-current-password';

/**
 * Changes the caller's password.
 * 1. check the current password (400 when wrong; wrong answers back off, 429)
 * 2. store the new hash and revoke every session of the user, this one included
 * 3. open a new session for this browser, so a token seen before the change is worthless after it
 */
export async function changePassword(
  deps: TDeps,
  auth: TUserActor,
  input: { currentPassword: string; newPassword: string; ipKey: string; userAgent: string },
): Promise<{ signedOutSessions: number; token: string }> {
  const account = await getAccountRecords(deps.db, auth.user.id);
  if (!account) throw unauthorized();
  await confirmCurrentPassword(deps, account.user, { password: input.currentPassword, ipKey: input.ipKey, field: 'currentPassword' });
  if (input.newPassword === input.currentPassword) throw badRequest(PASSWORD_UNCHANGED_MESSAGE, [{ path: 'newPassword', message: PASSWORD_UNCHANGED_MESSAGE }]);
  await setPasswordHash(deps.db, auth.user.id, await hashPassword(input.newPassword), deps.clock.now().toISOString());
  const revoked = await deleteSessionsOfUser(deps.db, auth.user.id);
  forgetSessionsOfUser(auth.user.id);
  const token = await startSession(deps, { userId: auth.user.id, userAgent: input.userAgent });
  return { signedOutSessions: Math.max(0, revoked - 1), token };
}
