import type { TProfileRecord, TUserRecord } from '../data/user-records';

/**
 * A signed-in user; `sessionHash` is the session the call came with (null for work done on their behalf, e.g. demo
 * seeding, and for calls with an API key, which set `apiKeyId` instead: the key acts as its owner).
 */
export type TUserActor = { kind: 'user'; user: TUserRecord; profile: TProfileRecord; sessionHash: string | null; apiKeyId?: string };

/** Someone browsing without an account. */
export type TVisitorActor = { kind: 'visitor' };

/** Our own code acting without a person: queue workers, webhooks, schedules. */
export type TSystemActor = { kind: 'system'; name: string };

/** Who calls a service: every service takes `(deps, actor, input)`. */
export type TActor = TUserActor | TVisitorActor | TSystemActor;

export const VISITOR: TVisitorActor = { kind: 'visitor' };

export const systemActor = (name: string): TSystemActor => ({ kind: 'system', name });

export const userActor = (account: { user: TUserRecord; profile: TProfileRecord }, sessionHash: string | null = null): TUserActor => ({
  kind: 'user',
  user: account.user,
  profile: account.profile,
  sessionHash,
});

/** The signed-in user behind an actor, if any. */
export const signedInUser = (actor: TActor): TUserActor | null => (actor.kind === 'user' ? actor : null);
