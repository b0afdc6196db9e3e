import { toEpochSeconds } from '../../data/table';

const DAY_MS = 86_400_000;
/** Day items outlive their day a little, for the agent's view of yesterday's send; the table's TTL drops them after. */
const KEEP_DAYS = 3;

/** The UTC day the limit counts in, when it resets (the next UTC midnight) and when its items expire. */
export function mailDayOf(now: Date): { day: string; resetsAt: Date; expiresAt: number } {
  const day = now.toISOString().slice(0, 10);
  const resetsAt = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);
  return { day, resetsAt, expiresAt: toEpochSeconds(resetsAt) + KEEP_DAYS * 86_400 };
}
