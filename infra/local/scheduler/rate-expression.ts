const UNIT_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/**
 * EventBridge Scheduler's `rate(value unit)` (minute/minutes, hour/hours, day/days) in milliseconds;
 * null for anything else (at() and cron() are not run by the local scheduler).
 */
export function parseRateExpression(expression: string): number | null {
  const match = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression.trim());
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2]!.replace(/s$/, '') as keyof typeof UNIT_MS;
  const isSingular = !match[2]!.endsWith('s');
  if (value < 1 || (value === 1) !== isSingular) return null;
  return value * UNIT_MS[unit];
}

/**
 * EventBridge Scheduler's one-time `at(yyyy-mm-ddThh:mm:ss)` as epoch milliseconds, read in UTC (the only
 * ScheduleExpressionTimezone the adapter writes); null for anything else.
 */
export function parseAtExpression(expression: string, timeZone: string | undefined): number | null {
  const match = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(expression.trim());
  if (!match || (timeZone && timeZone !== 'UTC')) return null;
  const at = Date.parse(`${match[1]}Z`);
  return Number.isNaN(at) ? null : at;
}
