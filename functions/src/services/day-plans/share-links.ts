import type { TDayPlanRecord } from '../../data/day-plan-repository';
import { isSameTokenHash } from '../../platform/secret-token-hash';
import { hashFeedToken } from '../calendar/feed-token';

/** `deriveSecret`: the keyed derivation of a share link's secret from its nonce (platform/ip-hash.ts). */
export type TShareLinks = { siteOrigin: string; deriveSecret: (input: { userId: string; date: string; nonce: string }) => string };

/** The read-only page a share link opens: `<site>/my-day/shared/<secret>`. */
export const shareUrlFor = (siteOrigin: string, token: string) => `${new URL(siteOrigin).origin}/my-day/shared/${token}`;

/** The plan's share link, or null when it is not shared (or the server key changed, which revokes it). */
export function shareUrlOf(stored: TDayPlanRecord | null, links: TShareLinks): string | null {
  if (!stored?.shareNonce || !stored.shareTokenHash) return null;
  const token = links.deriveSecret({ userId: stored.userId, date: stored.date, nonce: stored.shareNonce });
  return isSameTokenHash(hashFeedToken(token), stored.shareTokenHash) ? shareUrlFor(links.siteOrigin, token) : null;
}
