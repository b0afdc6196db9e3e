import { EMAIL_TAKEN_MESSAGE, type TAccount, type TUpdateAccount } from '@shared/schemas/account.schema';
import type { TFieldError } from '@shared/errors';
import { getAccountRecords, updateAccount as storeAccount } from '../../data/profile-repository';
import { findUserIdByEmail } from '../../data/user-repository';
import { badRequest, conflict, unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import { isSameBrokerage } from '../brokerage/brokerage-name';
import { planBrokerageWrites } from '../brokerage/plan-brokerage-writes';
import { forgetSessionsOfUser } from '../auth/session-cache';
import { sendConfirmationLink, type TConfirmationDeps } from '../mail-trust/confirmation-link';
import { assertConfirmationSendAllowed, recordConfirmationSend } from '../mail-trust/confirmation-send-budget';
import { readSubscriptionStanding } from '../subscriptions/subscription-standing';
import { returnHeldLeads } from '../team-leads/return-held-leads';
import { currentTeamOf } from '../team-leads/team-pool-access';
import { confirmCurrentPassword } from './confirm-current-password';
import { toAccount } from './to-account';

const PRO_ONLY: Record<'licenseNumber' | 'brokerageName', string> = {
  licenseNumber: 'Only agents and brokers have a license number',
  brokerageName: 'Only agents and brokers have a brokerage',
};

/**
 * Saves the Account form.
 * 1. load the account; a buyer sending a license number or brokerage gets 400 (those are professional fields)
 *    and a new e-mail needs the current password (400 when missing or wrong, with back-off), must be free
 *    (409) and within the account's confirmation budget (429)
 * 2. write user and profile together, with the brokerage writes (a broker claims the name, 409 when another
 *    broker owns it; an agent's new brokerage gets a request to join). A new e-mail is only kept as pending:
 *    the account's address (and its uniqueness lock) changes when the link mailed to the new one is followed; an
 *    agent who named another brokerage left their team: the team leads they held go back to its pool
 * 3. a new e-mail: mail its confirmation link
 * 4. forget the cached sessions of the user and answer the account as stored
 */
export async function updateAccount(deps: TConfirmationDeps, auth: TUserActor, input: TUpdateAccount & { ipKey: string }): Promise<TAccount> {
  const before = await getAccountRecords(deps.db, auth.user.id);
  if (!before) throw unauthorized();
  const isBuyer = before.profile.role === 'BUYER';
  if (isBuyer) {
    const errors: TFieldError[] = (['licenseNumber', 'brokerageName'] as const)
      .filter((field) => input[field])
      .map((field) => ({ path: field, message: PRO_ONLY[field] }));
    if (errors.length) throw badRequest(errors.map((e) => e.message).join('; '), errors);
  }
  const isEmailChange = input.email !== before.user.email;
  if (isEmailChange) {
    await confirmCurrentPassword(deps, before.user, { password: input.currentPassword, ipKey: input.ipKey, field: 'currentPassword' });
    const holder = await findUserIdByEmail(deps.db, input.email);
    if (holder && holder !== auth.user.id) throw conflict(EMAIL_TAKEN_MESSAGE);
    await assertConfirmationSendAllowed(deps, auth.user.id);
  }
  const now = deps.clock.now().toISOString();
  const keep = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
  const lastName = keep(input.lastName, before.user.lastName);
  const pendingEmail = isEmailChange ? input.email : before.user.pendingEmail;
  const user = { ...before.user, pendingEmail, firstName: input.firstName, lastName, updatedAt: now };
  const profile = {
    ...before.profile,
    displayName: `${input.firstName} ${lastName}`.trim(),
    phone: keep(input.phone, before.profile.phone),
    city: keep(input.city, before.profile.city),
    bio: keep(input.bio, before.profile.bio),
    licenseNumber: isBuyer ? before.profile.licenseNumber : keep(input.licenseNumber, before.profile.licenseNumber),
    brokerageName: isBuyer ? before.profile.brokerageName : keep(input.brokerageName, before.profile.brokerageName),
    updatedAt: now,
  };
  const brokerageWrites = await planBrokerageWrites(deps, {
    userId: auth.user.id,
    role: profile.role,
    before: before.profile.brokerageName,
    after: profile.brokerageName,
  });
  // Naming another brokerage ends the agent's membership of their team (in the save's transaction).
  const leftTeam = isSameBrokerage(before.profile.brokerageName, profile.brokerageName) ? null : await currentTeamOf(deps, before.profile);
  await storeAccount(deps.db, before, { user, profile }, brokerageWrites);
  if (leftTeam && !leftTeam.isBroker) await returnHeldLeads(deps, { brokerId: leftTeam.brokerId, memberId: auth.user.id, byId: auth.user.id });
  if (isEmailChange) {
    await recordConfirmationSend(deps, auth.user.id);
    await sendConfirmationLink(deps, { userId: auth.user.id, email: input.email, isChange: true });
  }
  forgetSessionsOfUser(auth.user.id);
  return toAccount(user, profile, await readSubscriptionStanding(deps, user, profile));
}
