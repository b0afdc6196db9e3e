import { getEnv } from './env';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type TLevel = Exclude<keyof typeof LEVELS, 'silent'>;

let context: Record<string, unknown> = {};

/** Fields added to every log line of the current invocation (request id, route). */
export function setLogContext(fields: Record<string, unknown>): void {
  context = fields;
}

function write(level: TLevel, message: string, fields?: Record<string, unknown>): void {
  const threshold = LEVELS[process.env.LOG_LEVEL ? getEnv().LOG_LEVEL : 'info'];
  if (LEVELS[level] < threshold) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...context, ...fields });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}

/** Structured JSON logs, one line per entry (CloudWatch-friendly). */
export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
