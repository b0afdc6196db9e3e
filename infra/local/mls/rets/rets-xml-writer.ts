/** XML text escaping for attribute values and element content alike. */
export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function retsReply(replyCode: number, replyText: string, content = ''): string {
  const open = `<?xml version="1.0"?>\n<RETS ReplyCode="${replyCode}" ReplyText="${escapeXml(replyText)}"`;
  return content === '' ? `${open} />\n` : `${open}>\n${content}</RETS>\n`;
}

const TAB = '\t';

/** One COMPACT line: tab-delimited values wrapped in a leading and trailing tab; tabs and line breaks in values become spaces. */
export function compactLine(element: 'COLUMNS' | 'DATA', values: string[]): string {
  const cleaned = values.map((value) => escapeXml(value.replace(/[\t\r\n]+/g, ' ')));
  return `<${element}>${TAB}${cleaned.join(TAB)}${TAB}</${element}>\n`;
}

export function compactBlock(columns: string[], rows: string[][]): string {
  return `<DELIMITER value="09"/>\n${compactLine('COLUMNS', columns)}${rows.map((row) => compactLine('DATA', row)).join('')}`;
}
