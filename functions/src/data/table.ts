/**
 * The single DynamoDB table: every key string is built here and nowhere else.
 *
 * ACCESS_PATTERNS lists each way the product reads the table, the index it uses and the repository
 * function that serves it. No request path scans.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ttlAttribute: 'expiresAt',
} as const;

export const ACCESS_PATTERNS = [
  { pattern: 'Get user with profile by id', index: 'table', key: 'pk = USER#id, sk in (USER, PROFILE)', fn: 'getUserWithProfile' },
  { pattern: 'Find user id by e-mail', index: 'table', key: 'pk = EMAIL#email, sk = EMAIL', fn: 'findUserIdByEmail' },
  { pattern: 'Get session', index: 'table', key: 'pk = SESSION#hash, sk = SESSION', fn: 'getSession' },
  { pattern: 'List sessions of a user', index: 'gsi1', key: 'gsi1pk = USER#id, gsi1sk begins_with SESSION#', fn: 'listSessionsByUser' },
  { pattern: 'Get waitlist entry', index: 'table', key: 'pk = WAITLIST#email, sk = WAITLIST', fn: 'joinWaitlist' },
  { pattern: 'Count attempts in a window', index: 'table', key: 'pk = RATE#scope#key#window, sk = RATE', fn: 'recordAttempt' },
] as const;

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'USER' }),
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  userPartition: (userId: string) => `USER#${userId}`,
  emailLock: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  session: (sessionHash: string) => ({ pk: `SESSION#${sessionHash}`, sk: 'SESSION' }),
  sessionByUser: (userId: string, createdAt: string) => ({ gsi1pk: `USER#${userId}`, gsi1sk: `SESSION#${createdAt}` }),
  sessionsOfUserPrefix: 'SESSION#',
  waitlist: (email: string) => ({ pk: `WAITLIST#${email}`, sk: 'WAITLIST' }),
  rate: (scope: string, key: string, windowStart: number) => ({ pk: `RATE#${scope}#${key}#${windowStart}`, sk: 'RATE' }),
} as const;

export const ENTITY = {
  user: 'User',
  profile: 'Profile',
  emailLock: 'EmailLock',
  session: 'Session',
  waitlist: 'Waitlist',
  rate: 'RateCounter',
} as const;

/** DynamoDB TTL wants epoch seconds. */
export const toEpochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
