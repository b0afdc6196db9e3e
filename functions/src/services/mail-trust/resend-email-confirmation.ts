import { EMAIL_CONFIRMATION_MESSAGES } from '@shared/constants/email-confirmation';
import type { TResendEmailConfirmationResponse } from '@shared/schemas/email-confirmation.schema';
import { getUserWithProfile } from '../../data/user-repository';
import { badRequest, unauthorized } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import { sendConfirmationLink, type TConfirmationDeps } from './confirmation-link';
import { assertConfirmationSendAllowed, recordConfirmationSend } from './confirmation-send-budget';

/**
 * A new confirmation link for the caller: to the address waiting for its link when there is one, else to the
 * account's own address while it is unconfirmed (400 when there is nothing to confirm). Counts against the
 * account's confirmation budget (429 with Retry-After beyond it).
 */
export async function resendEmailConfirmation(deps: TConfirmationDeps, auth: TUserActor): Promise<TResendEmailConfirmationResponse> {
  const account = await getUserWithProfile(deps.db, auth.user.id, { consistent: true });
  if (!account) throw unauthorized();
  const { user } = account;
  const email = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
  if (!email) throw badRequest(EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed);
  await assertConfirmationSendAllowed(deps, user.id);
  await recordConfirmationSend(deps, user.id);
  await sendConfirmationLink(deps, { userId: user.id, email, isChange: email !== user.email });
  return { message: EMAIL_CONFIRMATION_MESSAGES.sent(email), sentTo: email };
}
