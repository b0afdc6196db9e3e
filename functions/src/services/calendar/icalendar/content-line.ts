/** RFC 5545 §3.1: lines are at most 75 octets (excluding the CRLF); a longer one continues after CRLF + space. */
const MAX_LINE_OCTETS = 75;

const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** A TEXT value (§3.3.11): backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export const escapeText = (value: string) =>
  value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- TEXT allows no control character but tab (§3.3.11)
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');

/** One content line folded at 75 octets, never inside a UTF-8 character, each piece ending in CRLF. */
export function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      folded += '\r\n ';
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return `${folded}\r\n`;
}

/** 20270704T180000Z: a DATE-TIME in UTC (§3.3.5, form 2). */
export const utcDateTime = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

/** PT1H: a DURATION (§3.3.6) of whole seconds. */
export function duration(seconds: number): string {
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || !seconds ? `${rest}S` : ''}`;
  return `PT${time}`;
}
