import { decodeXmlEntities } from './xml-entities';
import { toXmlNode } from './xml-object';
import { readXmlTree } from './xml-tree';

const read = (xml: string) => toXmlNode(readXmlTree(xml), (name) => name === 'DATA');

describe('readXmlTree and toXmlNode', () => {
  it('keeps tabs, turns CRLF into LF, and leaves CDATA as written', () => {
    expect(read('<RETS ReplyCode="0">\r\n<DATA>\ta\r\nb\t</DATA><X><![CDATA[&amp;<y>]]></X></RETS>')).toEqual({
      RETS: { ReplyCode: '0', DATA: ['\ta\nb\t'], X: '&amp;<y>', '#text': '\n' },
    });
  });

  it('skips a DOCTYPE, its internal subset and its entities', () => {
    expect(read('<!DOCTYPE RETS [<!ENTITY e "x>y">]><RETS ReplyText="&e;"/>')).toEqual({ RETS: { ReplyText: '&e;' } });
  });

  it('refuses what it cannot read and names that reach the prototype', () => {
    for (const xml of ['<RETS', '<RETS><!-- x', '<RETS><![CDATA[x', '<!DOCTYPE RETS [', '<__proto__/>', '<RETS constructor="1"/>', '<a>'.repeat(102)]) {
      expect(() => readXmlTree(xml)).toThrow();
    }
  });
});

describe('decodeXmlEntities', () => {
  it('decodes the XML entities, character references and the common HTML names once', () => {
    expect(decodeXmlEntities('&lt;&amp;amp;&#65;&#x263A;&nbsp;&euro;&frac12;')).toBe('<&amp;A\u263a\u00a0\u20ac\u00bd');
  });

  it('leaves unknown names, bare ampersands and out-of-range references as written, and drops forbidden characters', () => {
    expect(decodeXmlEntities('Smith & Sons &eacute; &#1114112; &#0;&#1;&#xD800;|')).toBe('Smith & Sons &eacute; &#1114112; |');
  });
});
