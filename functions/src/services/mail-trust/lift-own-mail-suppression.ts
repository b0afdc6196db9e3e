import { SUPPRESSION_NOT_FOUND_MESSAGE, type TMailSuppressionsResponse, type TSuppressionScope } from '@shared/schemas/mail-suppression.schema';
import { deleteMailSuppression, listMailSuppressionsOfAddress } from '../../data/mail-suppression-repository';
import { getAccountRecords } from '../../data/profile-repository';
import { conflict, notFound, unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import { confirmCurrentPassword } from '../account/confirm-current-password';
import type { TDeps } from '../deps';
import { verifiedAddressOf } from './account-address';
import { listOwnMailSuppressions } from './list-own-mail-suppressions';

/** Who signed up with another person's address knows the account's password, not the mailbox: only a confirmed owner lifts. */
export const LIFT_NEEDS_CONFIRMED_ADDRESS_MESSAGE = 'Confirm your e-mail address first: only the person who reads it may let mail reach it again.';

/**
 * The owner of an address lets one kind of mail reach it again. Only they can: the account's own address
 * is the only one it names, and the current password proves the person at the keyboard. A bounce or a
 * complaint may be lifted too (the owner's own mailbox or their own spam button caused it, and the next
 * bounce or complaint puts it back at once); changing preferences or saved searches never lifts anything.
 * 0. the address must be confirmed (409): the password proves the account, the link the mailbox
 * 1. find that suppression of the account's address (404 when there is none: no password is asked for nothing)
 * 2. check the current password (400 when wrong; wrong answers back off, 429)
 * 3. delete it (404 when it went meanwhile) and answer what is still suppressed
 */
export async function liftOwnMailSuppression(
  deps: TDeps,
  auth: TUserActor,
  input: { scope: TSuppressionScope; agentId?: string | null; currentPassword: string; ipKey: string },
): Promise<TMailSuppressionsResponse> {
  const account = await getAccountRecords(deps.db, auth.user.id);
  if (!account) throw unauthorized();
  if (!verifiedAddressOf(account.user)) throw conflict(LIFT_NEEDS_CONFIRMED_ADDRESS_MESSAGE);
  const key = { scope: input.scope, agentId: input.scope === 'agent-mail' ? (input.agentId ?? null) : null };
  const suppressed = await listMailSuppressionsOfAddress(deps.db, account.user.email);
  if (!suppressed.some((s) => s.scope === key.scope && s.agentId === key.agentId)) throw notFound(SUPPRESSION_NOT_FOUND_MESSAGE);
  await confirmCurrentPassword(deps, account.user, { password: input.currentPassword, ipKey: input.ipKey, field: 'currentPassword' });
  if (!(await deleteMailSuppression(deps.db, account.user.email, key))) throw notFound(SUPPRESSION_NOT_FOUND_MESSAGE);
  return listOwnMailSuppressions(deps, { ...auth, user: account.user });
}
