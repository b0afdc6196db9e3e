/** An inclusive range of instants in epoch milliseconds; null ends are open. */
export type TTimestampRange = { fromMs: number | null; toMs: number | null };

const DATE_TIME = String.raw`\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?`;
const QUERY = new RegExp(String.raw`^\(\s*ModificationTimestamp\s*=\s*(${DATE_TIME})?(\+|-)?(${DATE_TIME})?\s*\)$`);

/**
 * Reads the DMQL2 queries this server answers: `(ModificationTimestamp=T+)`, `(…=T-)` and `(…=T1-T2)`,
 * with times in the server's wall clock. Null for any other query (answered as a syntax error).
 */
export function parseTimestampQuery(query: string, minutesEast: number): TTimestampRange | null {
  const match = QUERY.exec(query.trim());
  if (!match) return null;
  const [, first, operator, second] = match;
  const read = (text: string | undefined): number | null => (text === undefined ? null : wallClockToEpoch(text, minutesEast));
  if (first !== undefined && operator === '+' && second === undefined) return { fromMs: read(first), toMs: null };
  if (first !== undefined && operator === '-' && second === undefined) return { fromMs: null, toMs: read(first) };
  if (first !== undefined && operator === '-' && second !== undefined) return { fromMs: read(first), toMs: read(second) };
  if (first !== undefined && operator === undefined) return { fromMs: read(first), toMs: read(first) };
  return null;
}

function wallClockToEpoch(text: string, minutesEast: number): number {
  const full = text.length === 10 ? `${text}T00:00:00` : text;
  return Date.parse(`${full}Z`) - minutesEast * 60_000;
}

export function minutesEastOf(timeZoneOffset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(timeZoneOffset);
  if (!match) throw new Error(`TimeZoneOffset must look like -06:00, got ${timeZoneOffset}`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
