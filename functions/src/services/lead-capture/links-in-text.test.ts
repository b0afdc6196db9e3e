import { linkHostsIn, nameForMail } from './links-in-text';

describe('links in text', () => {
  it('finds what a mail client would link: schemes, www., bare domains with or without a path, not e-mail addresses', () => {
    expect(linkHostsIn('Claim at http://evil.example/claim now')).toEqual(['evil.example']);
    expect(linkHostsIn('see www.Evil.example or evil.example/claim?x=1, and HTTPS://b.example:8443/x')).toEqual(['evil.example', 'evil.example', 'b.example']);
    expect(linkHostsIn('bücher.example/x')).toEqual(['xn--bcher-kva.example']);
    expect(linkHostsIn('Write to me at agent@realty.example; 3.5 baths, $1.2M, e.g. the yard')).toEqual([]);
  });

  it('greets a visitor by name without any word that holds a link or an address', () => {
    expect(nameForMail('Hello WIN $1000 NOW at http://evil.example/claim')).toBe('Hello WIN $1000 NOW at');
    expect(nameForMail('Dana evil.example/claim www.x.example bob@evil.example javascript:alert(1)')).toBe('Dana');
    expect(nameForMail("José  María\nO'Neil")).toBe("José María O'Neil");
    expect(nameForMail('http://evil.example')).toBe('');
  });
});
