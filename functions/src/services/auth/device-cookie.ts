import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { secretValue } from '../../platform/secret-values';

/** A browser that signed in to one account before: `<userId>.<deviceId>.<HMAC>`, HttpOnly, kept a year. */
export type TDevice = { userId: string; deviceId: string };

const signatureOf = (userId: string, deviceId: string) => createHmac('sha256', secretValue('DEVICE_COOKIE_KEY')).update(`${userId}.${deviceId}`).digest();

export function issueDeviceToken(device: TDevice): string {
  return `${device.userId}.${device.deviceId}.${signatureOf(device.userId, device.deviceId).toString('base64url')}`;
}

export const newDevice = (userId: string): TDevice => ({ userId, deviceId: randomBytes(16).toString('base64url') });

/** The device a cookie names, when this server signed it; null for anything else. */
export function readDeviceToken(token: string | undefined): TDevice | null {
  const [userId, deviceId, signature, ...rest] = (token ?? '').split('.');
  if (!userId || !deviceId || !signature || rest.length) return null;
  const expected = signatureOf(userId, deviceId);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, deviceId } : null;
}

/** The device cookie, when it names `userId`: that browser signed in to this account before. */
export const trustedDeviceFor = (token: string | undefined, userId: string | null): TDevice | null => {
  const device = readDeviceToken(token);
  return device && userId && device.userId === userId ? device : null;
};
