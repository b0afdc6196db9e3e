import { createHash } from 'node:crypto';
import { getEnv } from './env';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type TLevel = Exclude<keyof typeof LEVELS, 'silent'>;

let context: Record<string, unknown> = {};
/** The signed-in user of the invocation; hashed only when a line is written, so a quiet request costs nothing. */
let user: { id: string; hash?: string } | undefined;

/** Fields added to every log line of the current invocation (request id, route); forgets the user. */
export function setLogContext(fields: Record<string, unknown>): void {
  context = fields;
  user = undefined;
}

/** More fields for the rest of the invocation (an MLS run's configId). */
export function addLogContext(fields: Record<string, unknown>): void {
  context = { ...context, ...fields };
}

/**
 * Tags the invocation's lines with `userHash`: the first 16 hex digits of SHA-256 of the user id, so on-call
 * can follow one user's requests (`printf %s <userId> | sha256sum | cut -c1-16`) without ids in the logs.
 */
export function setLogUser(userId: string): void {
  user = { id: userId };
}

/** An API key anywhere in a line (a message quoting a header, an error echoing input) keeps only its public id. */
const API_KEY_IN_TEXT = /(ohm_live_[0-9a-f]{0,16})[A-Za-z0-9_-]*/g;
const withoutApiKeys = (line: string) => line.replace(API_KEY_IN_TEXT, '$1…[redacted]');

const userHashOf = (current: { id: string; hash?: string }) => (current.hash ??= createHash('sha256').update(current.id).digest('hex').slice(0, 16));

function write(level: TLevel, message: string, fields?: Record<string, unknown>): void {
  const threshold = LEVELS[process.env.LOG_LEVEL ? getEnv().LOG_LEVEL : 'info'];
  if (LEVELS[level] < threshold) return;
  const line = withoutApiKeys(
    JSON.stringify({ level, time: new Date().toISOString(), message, ...context, ...(user ? { userHash: userHashOf(user) } : {}), ...fields }),
  );
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}

/** Structured JSON logs, one line per entry (CloudWatch-friendly). */
export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
