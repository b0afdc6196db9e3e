import { createHash, timingSafeEqual } from 'node:crypto';
import type { TCalendarFeedKind } from '@shared/constants/calendar';

/** What the table keys a secret link by (a calendar feed, a shared day plan): SHA-256 of its secret. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Constant-time comparison of two token hashes. */
export function isSameTokenHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The address calendar apps poll: `<site>/api/calendar/agents/<secret>.ics` (or `buyers`). */
export const feedUrlOf = (siteOrigin: string, kind: TCalendarFeedKind, token: string) => `${new URL(siteOrigin).origin}/api/calendar/${kind}s/${token}.ics`;
