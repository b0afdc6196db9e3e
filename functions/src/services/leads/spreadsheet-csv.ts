/** Characters a spreadsheet may read as the start of a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. Text that starts like a formula gets a leading single quote so a spreadsheet shows it as
 * text (numbers and booleans are our own values and stay as they are), then RFC 4180 quoting (in double quotes, inner quotes doubled) when it holds a comma, quote or
 * line break.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document (RFC 4180: CRLF between records, a header row first). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
