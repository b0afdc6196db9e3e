const CHICAGO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' });
const CHICAGO_HOUR = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' });

/** The UTC instant of `hour`:00 on the Chicago calendar day `date` (YYYY-MM-DD), daylight saving included. */
export function chicagoInstant(date: string, hour: number): Date {
  for (const offsetHours of [5, 6]) {
    const candidate = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`);
    candidate.setUTCHours(candidate.getUTCHours() + offsetHours);
    if (Number(CHICAGO_HOUR.format(candidate)) === hour) return candidate;
  }
  throw new RangeError(`No ${hour}:00 on ${date} in Chicago`);
}

/** The Chicago calendar dates of the next Saturdays and Sundays within `days` after `from`. */
export function upcomingWeekendDates(from: Date, days: number): string[] {
  const dates: string[] = [];
  for (let offset = 1; offset <= days; offset++) {
    const day = new Date(from.getTime() + offset * 86_400_000);
    const local = CHICAGO_DATE.format(day);
    const weekday = new Date(`${local}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) dates.push(local);
  }
  return dates;
}
