/**
 * The named entities RETS replies have been decoded with (the five of XML plus the common HTML and
 * currency names that fast-xml-parser's `htmlEntities` knew). Other names, such as `&eacute;`, stay
 * as written. Entities a DTD declares are never expanded.
 */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
  laquo: '\u00ab',
  raquo: '\u00bb',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bull: '\u2022',
  para: '\u00b6',
  sect: '\u00a7',
  deg: '\u00b0',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  cent: '\u00a2',
  pound: '\u00a3',
  curren: '\u00a4',
  yen: '\u00a5',
  euro: '\u20ac',
  dollar: '$',
  fnof: '\u0192',
  inr: '\u20b9',
  af: '\u060b',
  birr: '\u1265\u122d',
  peso: '\u20b1',
  rub: '\u20bd',
  won: '\u20a9',
  yuan: '\u00a5',
  cedil: '\u00b8',
};

/** A reference ends at the first `;` no further than this past its `&`; a bare `&` stays as written. */
const MAX_REFERENCE_LENGTH = 33;

/** Decodes `&name;`, `&#NN;` and `&#xHH;`; unknown names, out-of-range numbers and bare `&` stay as written. */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  let decoded = '';
  let copiedUpTo = 0;
  let index = text.indexOf('&');
  while (index !== -1) {
    const end = text.indexOf(';', index + 1);
    const replacement = end !== -1 && end - index <= MAX_REFERENCE_LENGTH ? resolveReference(text.slice(index + 1, end)) : undefined;
    if (replacement === undefined) {
      index = text.indexOf('&', index + 1);
      continue;
    }
    decoded += text.slice(copiedUpTo, index) + replacement;
    copiedUpTo = end + 1;
    index = text.indexOf('&', copiedUpTo);
  }
  return decoded + text.slice(copiedUpTo);
}

function resolveReference(token: string): string | undefined {
  if (token.startsWith('#')) return resolveCharacterReference(token);
  return Object.hasOwn(NAMED_ENTITIES, token) ? NAMED_ENTITIES[token] : undefined;
}

/** Characters XML 1.0 forbids (NUL, surrogates, C0 controls but tab, LF and CR) decode to nothing. */
function resolveCharacterReference(token: string): string | undefined {
  const isHex = token[1] === 'x' || token[1] === 'X';
  const codePoint = isHex ? Number.parseInt(token.slice(2), 16) : Number.parseInt(token.slice(1), 10);
  if (Number.isNaN(codePoint) || codePoint < 0 || codePoint > 0x10ffff) return undefined;
  const isForbidden = (codePoint >= 0xd800 && codePoint <= 0xdfff) || (codePoint < 0x20 && codePoint !== 0x09 && codePoint !== 0x0a && codePoint !== 0x0d);
  return isForbidden ? '' : String.fromCodePoint(codePoint);
}
