import { randomBytes } from 'node:crypto';
import type { TCalendarFeedKind } from '@shared/constants/calendar';
import type { TCalendarFeedResponse } from '@shared/schemas/calendar-feed.schema';
import { getCalendarFeedOfUser, replaceCalendarFeed, type TCalendarFeedRecord } from '../../data/calendar-feed-repository';
import { conflict } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { isSameTokenHash } from '../../platform/secret-token-hash';
import { feedUrlOf, hashFeedToken } from './feed-token';

/** `deriveSecret`: the keyed derivation of a feed's secret from its nonce (platform/ip-hash.ts). */
type TInput = { kind: TCalendarFeedKind; siteOrigin: string; deriveSecret: (input: { userId: string; kind: string; nonce: string }) => string };

const CHANGED_MEANWHILE = 'Your calendar feed was changed meanwhile. Reload and try again.';

/** A feed record with a fresh nonce (a new secret) or the same nonce re-keyed; its secret beside it. */
function feedWith(auth: TUserActor, input: TInput, nonce: string, createdAt: string) {
  const kind = input.kind;
  const token = input.deriveSecret({ userId: auth.user.id, kind, nonce });
  const record: TCalendarFeedRecord = { userId: auth.user.id, kind, nonce, tokenHash: hashFeedToken(token), createdAt };
  return { record, token };
}

const newNonce = () => randomBytes(16).toString('base64url');

/**
 * The caller's feed address of one kind, created on first use.
 * 1. read the feed; none yet: store one with a new nonce (a lost race with another tab reads theirs)
 * 2. derive the secret from the nonce; if its hash is not the stored one (the server key was rotated),
 *    store the new hash so the address shown is the one that works
 * 3. answer the address
 */
export async function getCalendarFeedAddress(deps: TDeps, auth: TUserActor, input: TInput): Promise<TCalendarFeedResponse> {
  const stored = await getCalendarFeedOfUser(deps.db, auth.user.id, input.kind);
  if (!stored) {
    const created = feedWith(auth, input, newNonce(), deps.clock.now().toISOString());
    if (await replaceCalendarFeed(deps.db, created.record, null))
      return { url: feedUrlOf(input.siteOrigin, input.kind, created.token), createdAt: created.record.createdAt };
    return getCalendarFeedAddress(deps, auth, input);
  }
  const current = feedWith(auth, input, stored.nonce, stored.createdAt);
  if (!isSameTokenHash(current.record.tokenHash, stored.tokenHash) && !(await replaceCalendarFeed(deps.db, current.record, stored)))
    throw conflict(CHANGED_MEANWHILE);
  return { url: feedUrlOf(input.siteOrigin, input.kind, current.token), createdAt: stored.createdAt };
}

/**
 * Replaces the caller's feed secret: the old address answers 404 from the next request on.
 * 1. read the feed (none: this creates it) 2. store a new nonce and hash, dropping the old hash's lookup
 */
export async function resetCalendarFeed(deps: TDeps, auth: TUserActor, input: TInput): Promise<TCalendarFeedResponse> {
  const stored = await getCalendarFeedOfUser(deps.db, auth.user.id, input.kind);
  const next = feedWith(auth, input, newNonce(), deps.clock.now().toISOString());
  if (!(await replaceCalendarFeed(deps.db, next.record, stored))) throw conflict(CHANGED_MEANWHILE);
  return { url: feedUrlOf(input.siteOrigin, input.kind, next.token), createdAt: next.record.createdAt };
}
