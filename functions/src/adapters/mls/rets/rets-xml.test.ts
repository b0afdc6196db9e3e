import { readRetsXml } from './rets-xml';

describe('readRetsXml (fast-xml-parser, configured for RETS)', () => {
  it('keeps tabs, turns CRLF into LF, leaves CDATA as written, and always makes the repeated elements arrays', () => {
    expect(readRetsXml('<RETS ReplyCode="0">\r\n<DATA>\ta\r\nb\t</DATA><X><![CDATA[&amp;<y>]]></X></RETS>')).toEqual({
      RETS: { ReplyCode: '0', DATA: ['\ta\nb\t'], X: '&amp;<y>', '#text': '\n' },
    });
  });

  it('reads past a DOCTYPE and never expands the entities it declares', () => {
    expect(readRetsXml('<!DOCTYPE RETS [<!ENTITY e "x>y">]><RETS ReplyText="&e;"/>')).toEqual({ RETS: { ReplyText: '&e;' } });
  });

  it('refuses what it cannot read and names that reach the prototype', () => {
    for (const xml of [
      '<RETS',
      '<RETS><!-- x',
      '<RETS><![CDATA[x',
      '<!DOCTYPE RETS [',
      '<!DOCTYPE A><!DOCTYPE B>',
      '<__proto__/>',
      '<RETS constructor="1"/>',
      '<a>'.repeat(102),
    ]) {
      expect(() => readRetsXml(xml)).toThrow();
    }
  });
});
