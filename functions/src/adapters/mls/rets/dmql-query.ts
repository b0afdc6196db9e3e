import { toServerDateTime } from './server-time';

/** A ModificationTimestamp window in epoch milliseconds; `toMs` null means open-ended ("since"). */
export type TTimeWindow = { fromMs: number; toMs: number | null };

/** DMQL2 for one window: `(F=from+)` when open-ended, `(F=from-to)` (both ends inclusive) otherwise. */
export function modifiedWithin(field: string, window: TTimeWindow, minutesEast: number): string {
  const from = toServerDateTime(window.fromMs, minutesEast);
  if (window.toMs === null) return `(${field}=${from}+)`;
  return `(${field}=${from}-${toServerDateTime(window.toMs, minutesEast)})`;
}
