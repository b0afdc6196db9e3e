import { EMAIL_CONFIRMATION_MESSAGES } from '@shared/constants/email-confirmation';
import type { TConfirmEmailResponse } from '@shared/schemas/email-confirmation.schema';
import { confirmEmailAddress, getEmailConfirmation } from '../../data/email-confirmation-repository';
import { toEpochSeconds } from '../../data/table';
import { getUserWithProfile } from '../../data/user-repository';
import { AppError, conflict, notFound } from '../../platform/app-error';
import { forgetSessionsOfUser } from '../auth/session-cache';
import type { TDeps } from '../deps';
import { confirmationTokenHash } from './confirmation-link';

/**
 * Follows a confirmation link (a POST from the confirmation page, never the GET a mail scanner makes).
 * 1. the link by its token's hash: unknown 404, past its 24 hours 410, used 410
 * 2. the account it was made for (whoever posts it: the token, not the session, says which account)
 * 3. its own address: confirmed; a new address: it becomes the account's, its lock moved (409 when another
 *    account took the address meanwhile), provided it is still the one pending (410 otherwise)
 */
export async function confirmEmail(deps: TDeps, input: { token: string }): Promise<TConfirmEmailResponse> {
  const link = await getEmailConfirmation(deps.db, confirmationTokenHash(input.token));
  if (!link) throw notFound(EMAIL_CONFIRMATION_MESSAGES.invalid);
  if (link.usedAt) throw new AppError('EMAIL_LINK_USED', EMAIL_CONFIRMATION_MESSAGES.used);
  if (link.expiresAt <= toEpochSeconds(deps.clock.now())) throw new AppError('EMAIL_LINK_EXPIRED', EMAIL_CONFIRMATION_MESSAGES.expired);
  const account = await getUserWithProfile(deps.db, link.userId, { consistent: true });
  if (!account) throw notFound(EMAIL_CONFIRMATION_MESSAGES.invalid);
  const { user } = account;
  const isOwnAddress = link.email === user.email;
  if (isOwnAddress && user.emailVerifiedAt) throw new AppError('EMAIL_LINK_USED', EMAIL_CONFIRMATION_MESSAGES.used);
  if (!isOwnAddress && user.pendingEmail !== link.email) throw new AppError('EMAIL_LINK_USED', EMAIL_CONFIRMATION_MESSAGES.replaced);
  const outcome = await confirmEmailAddress(deps.db, link, user, deps.clock.now().toISOString());
  if (outcome === 'used') throw new AppError('EMAIL_LINK_USED', EMAIL_CONFIRMATION_MESSAGES.used);
  if (outcome === 'taken') throw conflict(EMAIL_CONFIRMATION_MESSAGES.taken);
  if (outcome === 'stale') throw new AppError('EMAIL_LINK_USED', EMAIL_CONFIRMATION_MESSAGES.replaced);
  forgetSessionsOfUser(user.id);
  return { message: EMAIL_CONFIRMATION_MESSAGES.confirmed(link.email), email: link.email };
}
