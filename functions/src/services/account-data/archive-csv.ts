/** One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(' ') : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV table of `rows` with one column per name in `columns`, header first, CRLF line ends. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return [columns.map(cell).join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\r\n') + '\r\n';
}
