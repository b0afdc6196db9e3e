import { TEST_PASSWORD, signUpAs } from '../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../test/http-client';

const hintOf = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith('signed_in='));
const sessionOf = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith('sid='));
const maxAgeOf = (cookie: string | undefined) => cookie?.match(/Max-Age=(\d+)/)?.[1];

describe('the readable signed_in hint beside the HttpOnly session cookie', () => {
  it('sign-up sets it with the session: readable (no HttpOnly), no secret, same Path, SameSite and lifetime', async () => {
    const client = createApiClient();
    const response = await client.post('/api/auth/signup/buyer', {
      name: 'Hint Hana',
      email: uniqueEmail('hint'),
      password: TEST_PASSWORD,
      consents: { terms: true },
    });
    expect(response.status).toBe(201);
    const hint = hintOf(response.cookies);
    const session = sessionOf(response.cookies);
    expect(hint).toMatch(/^signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(session).toMatch(/HttpOnly/);
    expect(maxAgeOf(hint)).toBe(maxAgeOf(session));
  });

  it('sign-in sets it; sign-out clears it with the session', async () => {
    const { email } = await signUpAs('BUYER');
    const client = createApiClient();
    const signIn = await client.post('/api/auth/signin', { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(hintOf(signIn.cookies)).toMatch(/^signed_in=1;/);
    expect(client.jar.get('signed_in')).toBe('1');

    const logout = await client.get('/api/auth/logout', { 'sec-fetch-site': 'same-origin' });
    expect(logout.status).toBe(302);
    expect(hintOf(logout.cookies)).toMatch(/^signed_in=; .*Max-Age=0/);
    expect(client.jar.has('signed_in')).toBe(false);
  });

  it('a 401 from GET /api/auth/user clears a hint with no live session behind it, and keeps the 401', async () => {
    const client = createApiClient();
    client.jar.set('signed_in', '1');
    const noSession = await client.get('/api/auth/user');
    expect(noSession.status).toBe(401);
    expect(hintOf(noSession.cookies)).toMatch(/^signed_in=; .*Max-Age=0/);

    client.jar.set('signed_in', '1');
    client.jar.set('sid', 'a-session-that-was-never-issued-0123456789abcdef');
    const staleSession = await client.get('/api/auth/user');
    expect(staleSession.status).toBe(401);
    expect(hintOf(staleSession.cookies)).toMatch(/^signed_in=; .*Max-Age=0/);
    expect(client.jar.has('signed_in')).toBe(false);
  });

  it('a signed-in GET /api/auth/user leaves the hint alone', async () => {
    const { client } = await signUpAs('BUYER');
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(hintOf(me.cookies)).toBeUndefined();
    expect(client.jar.get('signed_in')).toBe('1');
  });
});
