import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The stored form of a random secret a link, cookie or key carries (a session, a sign-in challenge, an export
 * link, an API key, an email confirmation, a calendar feed): its SHA-256, base64url. The secret is random, so one
 * fast hash (not a password hash) keeps the stored form useless to whoever reads the table.
 */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Constant-time comparison of two such hashes (or any two strings). */
export function isSameTokenHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
