/**
 * MLS trust (issue 38): which MLSs are known (the registry), and how a member proves an MLS id is theirs.
 * A configuration's agent or office MLS id is claimed until verified; a claimed one imports nothing.
 */

/** A registry id: what admins type once and every configuration of that MLS names (e.g. `austin-local-mls`). */
export const MLS_REGISTRY_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** How a configuration's member proves an MLS id: a code sent to the address the MLS's Member/Office resource gives. */
export const MLS_VERIFICATION_CODE_LENGTH = 6;
export const MLS_VERIFICATION_CODE_TTL_MINUTES = 15;
export const MLS_VERIFICATION_CODE_TRIES = 5;
/** Codes sent for one configuration in an hour (a resend replaces the code). */
export const MLS_VERIFICATION_SENDS_PER_HOUR = 3;

/** Which of a configuration's MLS ids: the agent's (ListAgentMlsId) or, for brokers, the office's (ListOfficeMlsId). */
export const MLS_MEMBER_KINDS = ['agent', 'office'] as const;
export type TMlsMemberKind = (typeof MLS_MEMBER_KINDS)[number];

/**
 * Where a configuration's MLS id stands: `claimed` (typed, not proven: imports nothing), `verified` (the MLS
 * said so: by code, by its RETS Login, or an admin granted a review).
 */
export const MLS_MEMBER_STATUSES = ['claimed', 'verified'] as const;
export type TMlsMemberStatus = (typeof MLS_MEMBER_STATUSES)[number];

/** How an id was proven (the last: by another configuration of the same account, which proved it one of these ways). */
export const MLS_VERIFIED_BY = ['code', 'rets-login', 'review', 'account'] as const;
export type TMlsVerifiedBy = (typeof MLS_VERIFIED_BY)[number];

export const MLS_REVIEW_STATUSES = ['pending', 'granted', 'refused'] as const;
export type TMlsReviewStatus = (typeof MLS_REVIEW_STATUSES)[number];

const idLabel = (kind: TMlsMemberKind) => (kind === 'agent' ? 'agent MLS ID' : 'office MLS ID');

export const MLS_TRUST_MESSAGES = {
  codeSent: (to: string) => `We sent a 6-digit code to ${to}. It is valid for ${MLS_VERIFICATION_CODE_TTL_MINUTES} minutes.`,
  wrongCode: (triesLeft: number) => `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  noTriesLeft: 'Too many wrong codes. Send a new code.',
  codeExpired: 'That code has expired. Send a new code.',
  noCodeSent: 'No code is waiting for this MLS ID. Send a code first.',
  tooManySends: (minutes: number) => `Too many codes sent. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  noEmail: (mlsName: string, kind: TMlsMemberKind, id: string) =>
    `${mlsName} gives no e-mail address for ${idLabel(kind)} ${id}. Ask for a review instead: an administrator checks it with the MLS.`,
  memberNotFound: (mlsName: string, kind: TMlsMemberKind, id: string) => `${mlsName} has no member with ${idLabel(kind)} ${id}. Check the ID with your MLS.`,
  alreadyVerified: (kind: TMlsMemberKind) => `Your ${idLabel(kind)} is verified already.`,
  noSuchId: (kind: TMlsMemberKind) => `This configuration has no ${idLabel(kind)}.`,
  privateFeed: 'A private feed needs no verification: its listings are yours alone and carry no MLS attribution.',
  verified: (kind: TMlsMemberKind) => `Your ${idLabel(kind)} is verified.`,
  reviewRequested: 'Review requested. An administrator will check your MLS ID with the MLS and you will get an e-mail.',
  reviewPending: 'A review of this MLS ID is waiting for an administrator already.',
  reviewDecided: 'This review was decided already.',
  reviewNotFound: 'Review request not found',
  notVerifiedForSync: (mlsName: string) =>
    `Verify your MLS ID with ${mlsName} before syncing: until then this configuration imports nothing, and the MLS listings it brought show no agent.`,
  retsLoginMismatch: (id: string, loggedIn: string | null) =>
    loggedIn
      ? `The MLS logged you in as member ${loggedIn}, not ${id}. Correct your agent MLS ID or use your own RETS login.`
      : `The MLS did not say which member logged in, so agent MLS ID ${id} stays unverified. Ask for a review instead.`,
  registryEntryNotFound: 'MLS not found in the registry',
  registryIdTaken: 'An MLS with this id is registered already',
  registryUrlTaken: (url: string, mlsName: string) => `${url} is a server of ${mlsName} already`,
  notAServerOf: (mlsName: string) => `Not a server of ${mlsName}: pick one of its addresses, or choose Private feed`,
} as const;

/** The kinds of ids a configuration names, in the order the screen shows them. */
export const mlsIdLabel = idLabel;
