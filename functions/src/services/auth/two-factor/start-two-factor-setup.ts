import { getTwoFactor, setPendingTwoFactorSecret } from '../../../data/two-factor-repository';
import { badRequest } from '../../../platform/app-error';
import type { TUserActor } from '../../actor';
import type { TDeps } from '../../deps';
import { twoFactorSecretBox } from '../secret-box';
import { qrCodeSvgDataUrl } from './qr-code-svg';
import { newTotpSecret, totpUri } from './totp';

export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-factor authentication is already on. Turn it off first to set up another authenticator.';

/**
 * Starts enrolment: a new secret, kept sealed as pending until a first code confirms it.
 * 0. refuse while two-factor is on (400): a borrowed session must not swap the owner's authenticator;
 *    turning it off first needs a current code
 * 1. make the secret and its otpauth:// address
 * 2. store it sealed as the pending secret
 * 3. answer the secret as text and as a QR code (an SVG data: URL, drawn on the server)
 */
export async function startTwoFactorSetup(deps: TDeps, auth: TUserActor): Promise<{ secret: string; otpauthUri: string; qrCodeDataUrl: string }> {
  if ((await getTwoFactor(deps.db, auth.user.id))?.secretSealed) throw badRequest(TWO_FACTOR_ALREADY_ON_MESSAGE);
  const secret = newTotpSecret();
  const otpauthUri = totpUri(secret, auth.user.email);
  await setPendingTwoFactorSecret(deps.db, auth.user.id, twoFactorSecretBox().seal(secret));
  return { secret, otpauthUri, qrCodeDataUrl: qrCodeSvgDataUrl(otpauthUri, { width: 240 }) };
}
