import { generateSecret, generateURI, verify } from 'otplib';
import { PRODUCT_NAME } from '@shared/constants/product';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

/** The otpauth:// address the QR code carries. */
export const totpUri = (secret: string, accountName: string) => generateURI({ issuer: PRODUCT_NAME, label: accountName, secret });

/**
 * The time step a code matches (one step either side, for clock drift), or null. Steps at or before
 * `afterTimeStep` are refused, so a code seen once cannot be replayed.
 */
export async function matchTotp(secret: string, code: string, now: Date, afterTimeStep?: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterTimeStep !== undefined ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
