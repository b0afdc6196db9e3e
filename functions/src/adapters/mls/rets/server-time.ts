import { MlsError } from '../mls-client';

/** Minutes east of UTC from a METADATA-SYSTEM TimeZoneOffset ("-05:00", "+0530", "Z"); null or empty means UTC. */
export function offsetMinutes(timeZoneOffset: string | null): number {
  const text = (timeZoneOffset ?? '').trim();
  if (text === '' || text.toUpperCase() === 'Z') return 0;
  const match = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(text);
  if (!match) throw new MlsError(`The RETS server's TimeZoneOffset "${text}" is not an offset like -05:00`);
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * An instant written as the server's local wall-clock time, the way DMQL2 compares DateTime fields.
 * Milliseconds only when there are some: not every server accepts them in a query.
 */
export function toServerDateTime(epochMs: number, minutesEast: number): string {
  const wallClock = new Date(epochMs + minutesEast * 60_000).toISOString().slice(0, 23);
  return wallClock.endsWith('.000') ? wallClock.slice(0, 19) : wallClock;
}

/**
 * Reads a timestamp (or a date, read as local midnight) the server sent; one without a zone is the server's local time. Answers an ISO
 * instant in UTC, or null when unreadable.
 */
export function fromServerDateTime(value: string, minutesEast: number): string | null {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?/.test(text)) return null;
  const normalised = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00` : text.replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(normalised);
  const parsed = Date.parse(hasZone ? normalised : `${normalised}Z`);
  if (Number.isNaN(parsed)) return null;
  return new Date(hasZone ? parsed : parsed - minutesEast * 60_000).toISOString();
}
