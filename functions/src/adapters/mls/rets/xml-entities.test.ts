import { decodeXmlEntities } from './xml-entities';

describe('decodeXmlEntities', () => {
  it('decodes the XML entities, character references and the common HTML names once', () => {
    expect(decodeXmlEntities('&lt;&amp;amp;&#65;&#x263A;&nbsp;&euro;&frac12;')).toBe('<&amp;A\u263a\u00a0\u20ac\u00bd');
  });

  it('leaves unknown names, bare ampersands and out-of-range references as written, and drops forbidden characters', () => {
    expect(decodeXmlEntities('Smith & Sons &eacute; &#1114112; &#0;&#1;&#xD800;|')).toBe('Smith & Sons &eacute; &#1114112; |');
  });
});
