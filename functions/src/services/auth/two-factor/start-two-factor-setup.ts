import QRCode from 'qrcode';
import { setPendingTwoFactorSecret } from '../../../data/two-factor-repository';
import type { TAuthContext } from '../auth-context';
import type { TDeps } from '../../deps';
import { twoFactorSecretBox } from '../secret-box';
import { newTotpSecret, totpUri } from './totp';

/**
 * Starts enrolment: a new secret, kept sealed as pending until a first code confirms it.
 * 1. make the secret and its otpauth:// address
 * 2. store it sealed as the pending secret (two-factor, if on, stays on with its old secret meanwhile)
 * 3. answer the secret as text and as a QR code (a data: URL, drawn on the server)
 */
export async function startTwoFactorSetup(deps: TDeps, auth: TAuthContext): Promise<{ secret: string; otpauthUri: string; qrCodeDataUrl: string }> {
  const secret = newTotpSecret();
  const otpauthUri = totpUri(secret, auth.user.email);
  await setPendingTwoFactorSecret(deps.db, auth.user.id, twoFactorSecretBox().seal(secret));
  return { secret, otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
}
