import { formatNumber } from '../../../lib/format';

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Nov 25, 2026, 1:05 AM' in the viewer's own time zone: sync times belong to the agent, not to a listing. */
export const formatSyncTime = (instant: string): string => dateTime.format(new Date(instant));

/** '42 s', '3 min 5 s', '1 h 2 min'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return whole % 60 === 0 ? `${minutes} min` : `${minutes} min ${whole % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** 'Every hour', 'Every 6 hours', 'Every 5 minutes' (the server keeps seconds; the screen speaks hours). */
export function formatSyncFrequency(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'Every hour' : `Every ${formatNumber(seconds / 3600)} hours`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'Every minute' : `Every ${formatNumber(minutes)} minutes`;
}

/** 'Initial sync' (the configuration's first), 'Full sync' or 'Incremental sync'. */
export const syncKindLabel = (log: { syncType: 'full' | 'incremental'; isInitial: boolean }): string =>
  log.isInitial ? 'Initial sync' : log.syncType === 'full' ? 'Full sync' : 'Incremental sync';
