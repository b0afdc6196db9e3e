import { clearedSessionCookie, sessionCookie, sessionCookieName } from './session-cookie';
import { parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('parses API Gateway cookie arrays, first value wins, encoded values decoded', () => {
    expect(parseCookies(['sid=abc', 'theme=dark; sid=other', 'name=J%C3%B6rg', 'broken'])).toEqual({ sid: 'abc', theme: 'dark', name: 'Jörg' });
  });

  it('session cookies are HttpOnly, SameSite=Lax, Path=/; Secure and __Host- over HTTPS', () => {
    expect(sessionCookie('tok', false)).toBe('sid=tok; Path=/; SameSite=Lax; HttpOnly; Max-Age=2592000');
    expect(sessionCookie('tok', true)).toBe('__Host-sid=tok; Path=/; SameSite=Lax; HttpOnly; Secure; Max-Age=2592000');
    expect(sessionCookieName(true)).toBe('__Host-sid');
    expect(clearedSessionCookie(false)).toMatch(/^sid=; .*Max-Age=0; Expires=Thu, 01 Jan 1970/);
  });

  it('can leave HttpOnly off for cookies scripts must read', () => {
    expect(serializeCookie('a', 'b', { secure: false, httpOnly: false })).toBe('a=b; Path=/; SameSite=Lax');
  });
});
