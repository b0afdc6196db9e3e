import fc from 'fast-check';
import { delimiterFromHex, readCompactRows, splitCompactLine } from './compact-format';
import { parseSearchReply } from './search-reply';

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Printable delimiters a server might choose, and values free of the delimiter (as RETS requires). */
const delimiterArbitrary = fc.constantFrom('\t', '|', ',', ';', '~', '^');
const valueArbitrary = (delimiter: string) =>
  fc
    .string({ unit: fc.constantFrom('a', 'Z', '9', ' ', '&', '<', '>', '"', "'", '.', '-', 'é', '\t', '|', ',', ';', '~', '^') })
    .filter((value) => !value.includes(delimiter));

describe('COMPACT format', () => {
  it('reads the delimiter from hex, one or more bytes', () => {
    expect(delimiterFromHex('09')).toBe('\t');
    expect(delimiterFromHex('7C')).toBe('|');
    expect(delimiterFromHex('7c7C')).toBe('||');
    expect(() => delimiterFromHex('9')).toThrow(/unreadable COMPACT delimiter/);
  });

  it('keeps empty values at both ends of a line', () => {
    expect(splitCompactLine('\t\ta\t\t', '\t')).toEqual(['', 'a', '']);
  });

  it('defaults to tab when the reply has no DELIMITER', () => {
    expect(readCompactRows({ COLUMNS: '\tA\tB\t', DATA: ['\t1\t2\t'] }).rows).toEqual([{ A: '1', B: '2' }]);
  });

  it('round-trips any rows through a written search reply, whatever the delimiter and entities', () => {
    fc.assert(
      fc.property(
        delimiterArbitrary.chain((delimiter) =>
          fc.tuple(
            fc.constant(delimiter),
            fc
              .integer({ min: 1, max: 5 })
              .chain((width) =>
                fc.array(fc.array(valueArbitrary(delimiter), { minLength: width, maxLength: width }), { maxLength: 6 }).map((rows) => ({ width, rows })),
              ),
          ),
        ),
        ([delimiter, { width, rows }]) => {
          const hex = Buffer.from(delimiter, 'latin1').toString('hex').toUpperCase();
          const columns = Array.from({ length: width }, (_, index) => `F${index}`);
          const line = (values: string[]) => `${delimiter}${values.map(escapeXml).join(delimiter)}${delimiter}`;
          const xml = [
            `<RETS ReplyCode="0" ReplyText="Success">`,
            `<COUNT Records="${rows.length}"/>`,
            `<DELIMITER value="${hex}"/>`,
            `<COLUMNS>${line(columns)}</COLUMNS>`,
            ...rows.map((values) => `<DATA>${line(values)}</DATA>`),
            `</RETS>`,
          ].join('\n');
          const reply = parseSearchReply(xml, 'http://mls.test');
          expect(reply.rows).toEqual(rows.map((values) => Object.fromEntries(columns.map((column, index) => [column, values[index]]))));
          expect(reply.count).toBe(rows.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
