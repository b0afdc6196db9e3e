import type { TAccount } from '@shared/schemas/account.schema';
import { getAccountRecords } from '../../data/profile-repository';
import { unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { readSubscriptionStanding } from '../subscriptions/subscription-standing';
import { toAccount } from './to-account';

/** The caller's account, read from the table (not the session cache: another device may have just saved it). */
export async function getAccount(deps: TDeps, auth: TUserActor): Promise<TAccount> {
  const account = await getAccountRecords(deps.db, auth.user.id);
  if (!account) throw unauthorized();
  return toAccount(account.user, account.profile, await readSubscriptionStanding(deps, account.user, account.profile));
}
