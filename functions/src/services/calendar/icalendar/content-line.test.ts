import { duration, escapeText, foldLine, utcDateTime } from './content-line';

const octets = (line: string) => Buffer.byteLength(line);
const physicalLines = (folded: string) => folded.replace(/\r\n$/, '').split('\r\n');
/** Half of a character split in two (a JavaScript string can hold one; UTF-8 cannot). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unfold = (folded: string) => folded.replace(/\r\n$/, '').replaceAll('\r\n ', '');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes every kind of line break as \\n', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('keeps tabs and drops other control characters, which TEXT does not allow', () => {
    expect(escapeText('a\tb\u0000c\u001Fd\u007Fe')).toBe('a\tbcde');
  });

  it('leaves a colon, quotes and non-ASCII as they are', () => {
    expect(escapeText('Listing: “Zilker” 🏡')).toBe('Listing: “Zilker” 🏡');
  });
});

describe('foldLine', () => {
  it('ends a line of 75 octets with CRLF and folds a 76th octet onto a continuation line', () => {
    expect(foldLine('x'.repeat(75))).toBe(`${'x'.repeat(75)}\r\n`);
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x\r\n`);
  });

  it.each([
    ['a 2-octet character', 'é'],
    ['a 3-octet character', '€'],
    ['a 4-octet character (a surrogate pair in JavaScript)', '🏡'],
  ])('keeps %s that ends on the 75th octet, and moves one that would cross it whole onto the next line', (_name, char) => {
    const fitting = 'x'.repeat(75 - octets(char));
    expect(foldLine(`${fitting}${char}`)).toBe(`${fitting}${char}\r\n`);
    expect(foldLine(`x${fitting}${char}`)).toBe(`x${fitting}\r\n ${char}\r\n`);
  });

  it('folds a long description into lines of at most 75 octets, each whole UTF-8, that unfold to the original', () => {
    const line = `DESCRIPTION:${escapeText(Array.from({ length: 300 }, (_, i) => ['Loft, views; downtown', 'é', '€', '🏡', 'a\nb', '👩‍👩‍👧'][i % 6]).join(' '))}`;
    const folded = foldLine(line);
    const lines = physicalLines(folded);
    expect(lines.length).toBeGreaterThan(20);
    for (const physical of lines) {
      expect(octets(physical)).toBeLessThanOrEqual(75);
      expect(physical).not.toMatch(LONE_SURROGATE);
    }
    expect(lines.slice(1).every((physical) => physical.startsWith(' '))).toBe(true);
    // A fold only where the next character would not fit: each line but the last is at least 72 octets.
    expect(lines.slice(0, -1).every((physical) => octets(physical) >= 72)).toBe(true);
    expect(unfold(folded)).toBe(line);
  });
});

describe('values', () => {
  it('writes UTC DATE-TIMEs without milliseconds', () => {
    expect(utcDateTime(new Date('2027-07-04T18:00:00.999Z'))).toBe('20270704T180000Z');
  });

  it('writes durations of whole seconds', () => {
    expect([3600, 5400, 300, 61, 0, 90_061].map(duration)).toEqual(['PT1H', 'PT1H30M', 'PT5M', 'PT1M1S', 'PT0S', 'PT25H1M1S']);
  });
});
