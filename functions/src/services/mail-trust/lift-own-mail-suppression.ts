import { SUPPRESSION_NOT_FOUND_MESSAGE, type TMailSuppressionsResponse, type TSuppressionScope } from '@shared/schemas/mail-suppression.schema';
import { deleteMailSuppression } from '../../data/mail-suppression-repository';
import { getAccountRecords } from '../../data/profile-repository';
import { notFound, unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import { confirmCurrentPassword } from '../account/confirm-current-password';
import type { TDeps } from '../deps';
import { listOwnMailSuppressions } from './list-own-mail-suppressions';

/**
 * The owner of an address lets one kind of mail reach it again. Only they can: the account's own address
 * is the only one it names, and the current password proves the person at the keyboard. A bounce or a
 * complaint may be lifted too (the owner's own mailbox or their own spam button caused it, and the next
 * bounce or complaint puts it back at once); changing preferences or saved searches never lifts anything.
 * 1. check the current password (400 when wrong; wrong answers back off, 429)
 * 2. delete that suppression of the account's address (404 when there is none)
 * 3. answer what is still suppressed
 */
export async function liftOwnMailSuppression(
  deps: TDeps,
  auth: TUserActor,
  input: { scope: TSuppressionScope; agentId?: string | null; currentPassword: string; ipKey: string },
): Promise<TMailSuppressionsResponse> {
  const account = await getAccountRecords(deps.db, auth.user.id);
  if (!account) throw unauthorized();
  await confirmCurrentPassword(deps, account.user, { password: input.currentPassword, ipKey: input.ipKey, field: 'currentPassword' });
  const agentId = input.scope === 'agent-mail' ? (input.agentId ?? null) : null;
  if (!(await deleteMailSuppression(deps.db, account.user.email, { scope: input.scope, agentId }))) throw notFound(SUPPRESSION_NOT_FOUND_MESSAGE);
  return listOwnMailSuppressions(deps, { ...auth, user: account.user });
}
