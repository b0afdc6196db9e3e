import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseRetsReply } from './rets-xml';
import { currentDocument, currentRetsReply, formerDocument, formerRetsReply } from './testing/former-xml-parser';
import { RETS_FIXTURES } from './testing/recorded-fixtures';

function expectSameAsFastXmlParser(body: string): void {
  expect(currentDocument(body)).toEqual(formerDocument(body));
  expect(currentRetsReply(body)).toEqual(formerRetsReply(body));
}

const fixtureBodies = readdirSync(RETS_FIXTURES)
  .filter((name) => !name.endsWith('.headers.txt'))
  .map((name) => [name, readFileSync(join(RETS_FIXTURES, name), 'utf8')] as const);

const trickyDocuments: Record<string, string> = {
  'attributes in any order, spaces around =': `<RETS ReplyText = 'Fine' ReplyCode\t=\n"0" ><COUNT Records= "12" /></RETS>`,
  'self-closing root': '<?xml version="1.0"?>\n<RETS ReplyCode="20514" ReplyText="Unknown DTD version" />',
  'self-closing root without a space': '<RETS/>',
  'CRLF and tabs inside COMPACT rows':
    '<RETS ReplyCode="0" ReplyText="OK">\r\n<DELIMITER value="09"/>\r\n<COLUMNS>\tA\tB\t</COLUMNS>\r\n<DATA>\t1\r\n2\t\t</DATA>\r<DATA>\t\t\t</DATA>\r\n</RETS>\r\n',
  'CDATA, kept as written': '<RETS ReplyCode="0"><DATA>x<![CDATA[a &amp; <b>\r\n]]>z</DATA><DATA><![CDATA[]]></DATA></RETS>',
  comments: '<!-- head --><RETS ReplyCode="0"><!-- in --><DATA>a<!-- mid -->b</DATA></RETS><!-- tail -->',
  'XML and numeric entities':
    '<RETS ReplyCode="0" ReplyText="&lt;&amp;&gt;&quot;&apos;&#65;&#x42;&#X43;&#177;&#xD;&#xA;"><DATA>&amp;amp; &#38;lt; &#0;&#1;&#9;&#xD800;&#1114112;&#12abc;</DATA></RETS>',
  'named HTML entities':
    '<RETS ReplyCode="0" ReplyText="a&nbsp;b&eacute;&copy;"><DATA>&nbsp;&mdash;&hellip;&rsquo;&trade;&euro;&reg;&deg;&frac12;&pound;&cent;&yen;&bogus;&eacute;</DATA></RETS>',
  'bare ampersands and lone markup characters': '<RETS ReplyCode="0" ReplyText="A & B > C"><DATA>\tSmith & Sons\t&\t&;\t&#;\t1 > 0\t</DATA></RETS>',
  'a DOCTYPE with no entities': '<?xml version="1.0"?>\n<!DOCTYPE RETS SYSTEM "RETS-20041001.dtd">\n<RETS ReplyCode="0" ReplyText="OK"/>',
  'a DOCTYPE with an internal subset that declares nothing': '<!DOCTYPE RETS [\n<!ELEMENT RETS ANY>\n<!-- a ] comment -->\n]>\n<RETS ReplyCode="0"/>',
  'attributes and children of the same name': '<RETS ReplyCode="0" COUNT="1"><COUNT Records="2"/><Field>x</Field></RETS>',
  'repeated elements not in the list': '<RETS ReplyCode="0"><MAXROWS/><MAXROWS/><X a="1">v</X><X>w</X></RETS>',
  'mixed text and elements': '<RETS ReplyCode="0">\nbefore<RETS-RESPONSE>\nA=1\n</RETS-RESPONSE>after\n</RETS>',
  'empty and whitespace-only elements': '<RETS ReplyCode="0"><A></A><B> </B><C/><D x=""></D><Lookup/></RETS>',
  'attributes without a value or unquoted': '<RETS ReplyCode=0 flag Other="1" /><X a=b c="d"/>',
  'processing instructions and a BOM': '\uFEFF<?xml version="1.0" encoding="UTF-8"?><?pi data?><RETS ReplyCode="0"><?inner x="1"?></RETS>',
  'text outside the root': 'junk<RETS ReplyCode="0"/>more</stray>end',
  'end tags that do not match': '<RETS ReplyCode="0"><DATA>x</DAT><DATA>y</RETS>',
  'unclosed elements': '<RETS ReplyCode="0"><DATA>x</DATA><DATA>y',
  'a lone < in text': '<RETS ReplyCode="0"><DATA>1 < 2</DATA></RETS>',
  'a > inside a quoted value': '<RETS ReplyCode="0" ReplyText="a > b" Note=\'say "hi"\'/>',
  'namespaced names': '<rets:RETS xmlns:rets="urn:x" rets:ReplyCode="0"><rets:DATA>v</rets:DATA></rets:RETS>',
  'names that shadow Object methods': '<RETS ReplyCode="0" toString="1"><hasOwnProperty>2</hasOwnProperty><valueOf/></RETS>',
  'names that would reach the prototype': '<RETS ReplyCode="0"><__proto__>1</__proto__></RETS>',
  'a constructor attribute': '<RETS ReplyCode="0" constructor="x"/>',
  'an element named #text': '<RETS ReplyCode="0"><#text>x</#text></RETS>',
  'two roots': '<RETS ReplyCode="0"/><RETS ReplyCode="1"/>',
  'an HTML bot challenge': '<!DOCTYPE html><html><head><title>Just a moment</title><script>var a = 1 < 2 && b;</script></head><body><p>hi<br></body></html>',
  'plain text': 'Connection Closed',
  empty: '',
  'an unclosed comment': '<RETS ReplyCode="0"><!-- never ends',
  'an unclosed CDATA section': '<RETS ReplyCode="0"><![CDATA[ never ends',
  'an unclosed tag': '<RETS ReplyCode="0"',
  'an unclosed end tag': '<RETS ReplyCode="0"></RETS',
  'an unclosed processing instruction': '<?xml version="1.0"',
  'an unterminated quote': '<RETS ReplyCode="0>',
};

describe('the RETS reply reader against fast-xml-parser with its own entity decoding', () => {
  it.each(fixtureBodies)('reads the recorded reply %s the same way', (_name, body) => {
    expectSameAsFastXmlParser(body);
  });

  it.each(Object.entries(trickyDocuments))('reads a document with %s the same way', (_name, body) => {
    expectSameAsFastXmlParser(body);
  });

  it('reads random RETS-like documents the same way', () => {
    const piece = fc.constantFrom(
      '<RETS ReplyCode="0">',
      '</RETS>',
      '<DATA>',
      '</DATA>',
      '<DATA/>',
      '<COUNT Records="3" />',
      '<Field a=\'1\' b = "2">',
      '</Field>',
      '\t',
      '\r\n',
      '\n',
      ' ',
      'text',
      '&amp;',
      '&lt;',
      '&#177;',
      '&#x41;',
      '&nbsp;',
      '&eacute;',
      '&',
      '&;',
      '<![CDATA[a&amp;b]]>',
      '<!-- c -->',
      '<?pi x?>',
      '<?xml version="1.0"?>',
      '<!DOCTYPE RETS>',
      '<!DOCTYPE RETS SYSTEM "a>b">',
      '<!DOCTYPE RETS [<!ELEMENT RETS ANY>]>',
      '<hasOwnProperty>',
      '</hasOwnProperty>',
      '<html>',
      '\uFEFF',
      'ReplyCode="1"',
      'ReplyText="x"',
      '"',
      "'",
      '=',
      '>',
      '/>',
      '<',
      '</',
      '<X>',
      '</X>',
      '<Lookup/>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        expectSameAsFastXmlParser(pieces.join(''));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("what the reader deliberately does not do as fast-xml-parser's own decoding does", () => {
  it('never expands an entity a DOCTYPE declares', () => {
    const body = '<!DOCTYPE RETS [<!ENTITY boom "expanded">]><RETS ReplyCode="0" ReplyText="&boom;"><DATA>&boom;</DATA></RETS>';
    expect(formerDocument(body)).toEqual({ document: { RETS: { ReplyCode: '0', ReplyText: 'expanded', DATA: ['expanded'] } } });
    expect(parseRetsReply(body, 'https://rets.example.com').rets).toEqual({ ReplyCode: '0', ReplyText: '&boom;', DATA: ['&boom;'] });
  });

  it('reads a million-laughs DOCTYPE without expanding it', () => {
    const declarations = Array.from({ length: 10 }, (_, level) => `<!ENTITY l${level + 1} "${`&l${level};`.repeat(10)}">`).join('');
    const body = `<!DOCTYPE RETS [<!ENTITY l0 "lol">${declarations}]><RETS ReplyCode="0" ReplyText="&l10;"/>`;
    expect(parseRetsReply(body, 'https://rets.example.com').replyText).toBe('&l10;');
  });
});
