const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/** The UTC week an instant falls in, named by its Monday (YYYY-MM-DD): the open houses' geo index is partitioned by it. */
export function utcWeekOf(at: string | Date): string {
  const day = Math.floor(new Date(at).getTime() / DAY_MS);
  // Day 0 (1970-01-01) was a Thursday, three days after a Monday.
  const monday = day - ((((day + 3) % WEEK_DAYS) + WEEK_DAYS) % WEEK_DAYS);
  return new Date(monday * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC weeks an interval [from, to) touches, earliest first. */
export function utcWeeksBetween(from: Date, to: Date): string[] {
  const weeks: string[] = [];
  for (let monday = new Date(`${utcWeekOf(from)}T00:00:00Z`).getTime(); monday < to.getTime(); monday += WEEK_DAYS * DAY_MS) {
    weeks.push(new Date(monday).toISOString().slice(0, 10));
  }
  return weeks;
}
