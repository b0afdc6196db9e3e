/**
 * Wall-clock times in a named time zone ↔ UTC instants, with the platform's Intl data (no library).
 * Open houses are stored as UTC instants and entered/shown in the listing's zone (America/Chicago).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall-clock parts at an instant. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Offset of the zone from UTC at an instant, in milliseconds (Chicago in winter: -6 h). */
function offsetAt(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the zone's clock shows `date` (YYYY-MM-DD) `time` (HH:MM). In the spring-forward
 * gap the time does not exist and the instant one hour later is returned; in the fall-back hour the
 * earlier of the two instants.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const HALF_DAY = 12 * 3600 * 1000;
  // The offsets in force just before and just after any transition near this wall time.
  const offsetBefore = offsetAt(new Date(wallAsUtc - HALF_DAY), timeZone);
  const offsetAfter = offsetAt(new Date(wallAsUtc + HALF_DAY), timeZone);
  const matches = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset)
    .filter((instant) => {
      const p = zonedParts(new Date(instant), timeZone);
      return p.year === year && p.month === month && p.day === day && p.hour === hour && p.minute === minute;
    });
  // A skipped wall time (spring forward) keeps the old offset, landing as far past the gap as it was into it.
  return new Date(matches.length ? Math.min(...matches) : wallAsUtc - offsetBefore);
}

/** YYYY-MM-DD of the instant in the zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** HH:MM (24-hour) of the instant in the zone: the wall-clock time zonedTimeToUtc reads back. */
export function zonedTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** Whether the platform knows an IANA zone name ('America/Chicago'), e.g. one a browser or a form sent. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
