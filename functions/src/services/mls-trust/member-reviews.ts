import { ulid } from 'ulid';
import { MLS_TRUST_MESSAGES, type TMlsMemberKind, type TMlsReviewStatus } from '@shared/constants/mls-trust';
import type { TMlsReview } from '@shared/schemas/mls-verification.schema';
import type { TMailSender } from '../../adapters/mail/mail';
import { getMlsConfiguration } from '../../data/mls-configuration-repository';
import { decideMlsReview, getMlsReview, listMlsReviewsByStatus, putMlsReview, replaceMemberCheck } from '../../data/mls-member-repository';
import { listMlsRegistry } from '../../data/mls-registry-repository';
import type { TMlsReviewRecord } from '../../data/mls-trust-records';
import { getUserWithProfile } from '../../data/user-repository';
import { mailableAddressOf } from '../mail-trust/account-address';
import { badRequest, conflict, notFound } from '../../platform/app-error';
import { logger } from '../../platform/logger';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { markMemberVerified } from './member-holder';
import { memberReviewDecidedMail } from './member-mails';
import { memberToProve } from './member-codes';
import { memberIdOfKind } from './proven-members';

const REVIEWS_LISTED = 200;

/**
 * For an MLS that gives no address: 1. the caller's registered configuration, id not yet verified 2. one pending
 * review per configuration and id (409 while one waits) 3. the review joins the admins' queue.
 */
export async function requestMemberReview(deps: TDeps, auth: TUserActor, input: { id: string; kind: TMlsMemberKind; note: string }): Promise<TMlsReview> {
  const { config, entry, memberId, isVerified } = await memberToProve(deps, auth, input);
  if (isVerified) throw badRequest(MLS_TRUST_MESSAGES.alreadyVerified(input.kind));
  const check = config.memberChecks[input.kind];
  if (check.review?.mlsId === memberId) {
    const waiting = await getMlsReview(deps.db, check.review.id);
    if (waiting?.status === 'pending') throw conflict(MLS_TRUST_MESSAGES.reviewPending);
  }
  const now = deps.clock.now().toISOString();
  const review: TMlsReviewRecord = {
    id: ulid(),
    status: 'pending',
    mlsId: entry.id,
    kind: input.kind,
    memberMlsId: memberId,
    configId: config.id,
    userId: config.userId,
    note: input.note,
    createdAt: now,
    decidedAt: null,
    decidedBy: null,
    reason: null,
  };
  if (!(await replaceMemberCheck(deps.db, config, input.kind, { ...check, review: { id: review.id, mlsId: memberId, requestedAt: now } })))
    throw conflict('The configuration changed meanwhile. Try again.');
  await putMlsReview(deps.db, review);
  return (await toReviewViews(deps, [review]))[0]!;
}

/** The admins' queue: review requests in one status (pending oldest first, decided newest first), with who asked. */
export async function listMemberReviews(deps: TDeps, input: { status: TMlsReviewStatus }): Promise<{ items: TMlsReview[] }> {
  return { items: await toReviewViews(deps, await listMlsReviewsByStatus(deps.db, input.status, REVIEWS_LISTED)) };
}

/**
 * An admin's decision: 1. the pending review (decided once) 2. granted: the id is verified for that configuration,
 * as a code would (one holder; the previous one told), provided the configuration still names that id
 * 3. the member is told either way.
 */
export async function decideMemberReview(
  deps: TDeps & { mail: TMailSender },
  admin: TUserActor,
  input: { id: string; decision: 'grant' | 'refuse'; reason: string },
): Promise<TMlsReview> {
  const review = await getMlsReview(deps.db, input.id);
  if (!review) throw notFound(MLS_TRUST_MESSAGES.reviewNotFound);
  if (review.status !== 'pending') throw conflict(MLS_TRUST_MESSAGES.reviewDecided);
  const config = await getMlsConfiguration(deps.db, review.userId, review.configId);
  const isStillNamed = config !== null && memberIdOfKind(config, review.kind) === review.memberMlsId;
  const granted = input.decision === 'grant';
  if (granted && !isStillNamed) throw conflict('The configuration no longer names this MLS ID: refuse the review instead.');
  const decided: TMlsReviewRecord = {
    ...review,
    status: granted ? 'granted' : 'refused',
    decidedAt: deps.clock.now().toISOString(),
    decidedBy: admin.user.id,
    reason: input.reason || null,
  };
  if (!(await decideMlsReview(deps.db, decided))) throw conflict(MLS_TRUST_MESSAGES.reviewDecided);
  const entry = (await listMlsRegistry(deps.db)).find((candidate) => candidate.id === review.mlsId);
  const mlsName = entry?.name ?? review.mlsId;
  if (granted)
    await markMemberVerified(deps, { userId: review.userId, configId: review.configId, mlsId: review.mlsId, mlsName, kind: review.kind, by: 'review' });
  const account = await getUserWithProfile(deps.db, review.userId);
  const to = account && (await mailableAddressOf(deps, account.user, 'direct'));
  if (to) {
    await deps.mail
      .send(memberReviewDecidedMail(to, { mlsName, kind: review.kind, memberId: review.memberMlsId }, granted, input.reason))
      .catch((error: unknown) => logger.warn('review decision mail failed', { reviewId: review.id, error: (error as Error).message }));
  }
  return (await toReviewViews(deps, [decided]))[0]!;
}

async function toReviewViews(deps: TDeps, reviews: readonly TMlsReviewRecord[]): Promise<TMlsReview[]> {
  const entries = new Map((await listMlsRegistry(deps.db)).map((entry) => [entry.id, entry.name]));
  const accounts = new Map(
    await Promise.all([...new Set(reviews.map((review) => review.userId))].map(async (userId) => [userId, await getUserWithProfile(deps.db, userId)] as const)),
  );
  return reviews.map((review) => {
    const account = accounts.get(review.userId);
    return {
      id: review.id,
      status: review.status,
      mlsId: review.mlsId,
      mlsName: entries.get(review.mlsId) ?? review.mlsId,
      kind: review.kind,
      memberMlsId: review.memberMlsId,
      configId: review.configId,
      userId: review.userId,
      userName: account?.profile.displayName ?? '',
      userEmail: account?.user.email ?? '',
      note: review.note,
      createdAt: review.createdAt,
      decidedAt: review.decidedAt,
      reason: review.reason,
    };
  });
}
