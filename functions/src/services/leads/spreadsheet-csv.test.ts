import { csvCell, toCsv } from './spreadsheet-csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+1 512 555 0100', "'+1 512 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tindented', "'\tindented"],
    ['\rreturn', `"'\rreturn"`],
  ])('makes %j plain text', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks the RFC 4180 way and leaves plain text alone', () => {
    expect(csvCell('Austin, TX')).toBe('"Austin, TX"');
    expect(csvCell('She said "yes"')).toBe('"She said ""yes"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Dana Door')).toBe('Dana Door');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers and booleans as they are and null as empty', () => {
    expect([csvCell(90), csvCell(-30), csvCell(true), csvCell(null)]).toEqual(['90', '-30', 'true', '']);
  });
});

describe('toCsv', () => {
  it('puts the header first and ends every record with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Score'],
        [
          ['Dana, D.', 90],
          ['=1+1', null],
        ],
      ),
    ).toBe('Name,Score\r\n"Dana, D.",90\r\n\'=1+1,\r\n');
  });
});
