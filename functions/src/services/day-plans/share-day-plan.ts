import { randomBytes } from 'node:crypto';
import type { TDayPlan } from '@shared/schemas/day-plan.schema';
import {
  getDayPlan as getDayPlanRecord,
  getDayPlanShareByTokenHash,
  saveDayPlanChoices,
  startSharingDayPlan,
  stopSharingDayPlan,
} from '../../data/day-plan-repository';
import { conflict, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import { isSameTokenHash } from '../../platform/secret-token-hash';
import { hashFeedToken } from '../calendar/feed-token';
import type { TDeps } from '../deps';
import { buildDayPlanView, defaultChoices, seenOf } from './day-plan-view';
import { loadDayPlan, NO_OPEN_HOUSES_THAT_DAY } from './day-plans';
import { dayStopsOf } from './day-stops';
import { shareUrlFor, shareUrlOf, type TShareLinks } from './share-links';

export const SHARED_PLAN_NOT_FOUND = 'This plan is no longer shared.';
const CHANGED_MEANWHILE = 'Your plan was changed meanwhile. Reload and try again.';

/**
 * A read-only link to the buyer's plan of a day (the same link again while it is shared).
 * 1. the stored plan; none yet: store the defaults (from the day's open houses), so the partner sees what the buyer sees
 * 2. already shared: its link 3. else a new nonce, its secret's hash and lookup in one transaction
 */
export async function shareDayPlan(deps: TDeps, auth: TUserActor, input: { date: string } & TShareLinks): Promise<{ url: string }> {
  let stored = await getDayPlanRecord(deps.db, auth.user.id, input.date);
  if (!stored) {
    const stops = await dayStopsOf(deps, auth.user.id, input.date);
    if (!stops.length) throw notFound(NO_OPEN_HOUSES_THAT_DAY);
    const now = deps.clock.now();
    stored = await saveDayPlanChoices(deps.db, {
      ...defaultChoices({ userId: auth.user.id, date: input.date, stops, now }),
      seen: seenOf(stops),
      updatedAt: now.toISOString(),
    });
  }
  const existing = shareUrlOf(stored, input);
  if (existing) return { url: existing };
  const nonce = randomBytes(16).toString('base64url');
  const token = input.deriveSecret({ userId: auth.user.id, date: input.date, nonce });
  const tokenHash = hashFeedToken(token);
  if (stored.shareTokenHash) await stopSharingDayPlan(deps.db, { userId: auth.user.id, date: input.date, tokenHash: stored.shareTokenHash });
  if (!(await startSharingDayPlan(deps.db, { userId: auth.user.id, date: input.date, nonce, tokenHash }))) throw conflict(CHANGED_MEANWHILE);
  return { url: shareUrlFor(input.siteOrigin, token) };
}

/** Revokes the plan's share link (a plan that is not shared is a no-op): the link answers 404 at once. */
export async function revokeDayPlanShare(deps: TDeps, auth: TUserActor, input: { date: string }): Promise<void> {
  const stored = await getDayPlanRecord(deps.db, auth.user.id, input.date);
  if (!stored?.shareTokenHash) return;
  if (!(await stopSharingDayPlan(deps.db, { userId: auth.user.id, date: input.date, tokenHash: stored.shareTokenHash }))) throw conflict(CHANGED_MEANWHILE);
}

/**
 * The plan a share link opens, read-only and without its owner's share link, for whoever holds the link.
 * 1. find the share by the secret's hash (revoked: 404) 2. the owner's plan as it is now
 */
export async function getSharedDayPlan(deps: TDeps, input: { token: string }): Promise<TDayPlan> {
  const tokenHash = hashFeedToken(input.token);
  const share = await getDayPlanShareByTokenHash(deps.db, tokenHash);
  if (!share || !isSameTokenHash(share.tokenHash, tokenHash)) throw notFound(SHARED_PLAN_NOT_FOUND);
  const { stored, stops } = await loadDayPlan(deps, share.userId, share.date);
  if (!stored?.shareTokenHash || !isSameTokenHash(stored.shareTokenHash, tokenHash)) throw notFound(SHARED_PLAN_NOT_FOUND);
  return buildDayPlanView({ date: share.date, stops, stored, now: deps.clock.now(), shareUrl: null });
}
