import { randomBytes } from 'node:crypto';
import { EMAIL_CONFIRMATION_TTL_HOURS } from '@shared/constants/email-confirmation';
import type { TMailSender } from '../../adapters/mail/mail';
import { putEmailConfirmation } from '../../data/email-confirmation-repository';
import { toEpochSeconds } from '../../data/table';
import { hashSecretToken } from '../../platform/secret-token-hash';
import type { TDeps } from '../deps';
import { confirmationMail } from './confirmation-mail';
import { assertNotSuppressed } from './suppression';

export type TConfirmationDeps = TDeps & { mail: TMailSender; siteOrigin: string };

/** How a link's token is stored: its SHA-256, so the table alone confirms nothing. */
export const confirmationTokenHash = hashSecretToken;

/**
 * Mails a fresh confirmation link for `email` to that address: a 192-bit random token (the capability, as an
 * unsubscribe link's), stored as its hash with the account and the address it confirms, valid 24 hours.
 * Older links stay valid until they expire (a link for a replaced pending address is refused when followed).
 * An address that bounced or reported our mail as spam gets no link (409 ADDRESS_SUPPRESSED): a sign-up or change
 * naming someone else's address must not mail them again after they complained.
 */
export async function sendConfirmationLink(deps: TConfirmationDeps, input: { userId: string; email: string; isChange: boolean }): Promise<void> {
  await assertNotSuppressed(deps, { email: input.email, kind: 'direct' });
  const token = randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  await putEmailConfirmation(deps.db, {
    tokenHash: confirmationTokenHash(token),
    userId: input.userId,
    email: input.email,
    createdAt: now.toISOString(),
    expiresAt: toEpochSeconds(now) + EMAIL_CONFIRMATION_TTL_HOURS * 3600,
    usedAt: null,
  });
  await deps.mail.send(confirmationMail(input.email, `${deps.siteOrigin}/confirm-email/${token}`, input.isChange));
}
