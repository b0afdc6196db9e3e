import { MlsError } from '../mls-client';
import { textOf, type TXmlNode } from './rets-xml';

/** Tab, the RETS default when a reply carries no DELIMITER element. */
const DEFAULT_DELIMITER_HEX = '09';

/** The DELIMITER element's value is the delimiter's bytes in hex ("09" tab, "7C" pipe). */
export function delimiterFromHex(hex: string): string {
  const digits = hex.trim();
  if (digits.length === 0 || digits.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(digits)) {
    throw new MlsError(`The RETS reply names an unreadable COMPACT delimiter "${hex}"`);
  }
  let delimiter = '';
  for (let index = 0; index < digits.length; index += 2) {
    delimiter += String.fromCharCode(Number.parseInt(digits.slice(index, index + 2), 16));
  }
  return delimiter;
}

/** COMPACT wraps each line in one leading and one trailing delimiter; the values sit between them. */
export function splitCompactLine(line: string, delimiter: string): string[] {
  let inner = line;
  if (inner.startsWith(delimiter)) inner = inner.slice(delimiter.length);
  if (inner.endsWith(delimiter)) inner = inner.slice(0, inner.length - delimiter.length);
  return inner.split(delimiter);
}

/** Reads COLUMNS and DATA of one COMPACT block (a search reply or a COMPACT metadata element) into records. */
export function readCompactRows(block: TXmlNode): { columns: string[]; rows: Record<string, string>[] } {
  const delimiterNode = block.DELIMITER;
  const hex = delimiterNode && typeof delimiterNode === 'object' ? String((delimiterNode as TXmlNode).value ?? '') : '';
  const delimiter = delimiterFromHex(hex || DEFAULT_DELIMITER_HEX);
  const columnsText = textOf(block.COLUMNS);
  if (!columnsText) return { columns: [], rows: [] };
  const columns = splitCompactLine(columnsText, delimiter);
  const dataLines = Array.isArray(block.DATA) ? block.DATA.map(textOf) : [];
  const rows = dataLines.map((line) => {
    const values = splitCompactLine(line, delimiter);
    const row: Record<string, string> = {};
    columns.forEach((column, index) => {
      row[column] = values[index] ?? '';
    });
    return row;
  });
  return { columns, rows };
}
