import type { TBrokerageMembershipResponse } from '@shared/schemas/brokerage.schema';
import { getAccountRecords } from '../../data/profile-repository';
import { unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { membershipStatusOf } from './membership-status';

/**
 * The caller's (agent's or broker's) standing with the brokerage their profile names.
 * 1. read the profile as stored (the session's copy may be seconds old)
 * 2. answer its brokerage name and the membership status
 */
export async function getBrokerageMembership(deps: TDeps, auth: TUserActor): Promise<TBrokerageMembershipResponse> {
  const account = await getAccountRecords(deps.db, auth.user.id);
  if (!account) throw unauthorized();
  return { brokerageName: account.profile.brokerageName, status: await membershipStatusOf(deps, account.profile) };
}
