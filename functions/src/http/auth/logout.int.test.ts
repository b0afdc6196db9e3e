import { signUpAs } from '../../../test/accounts';

describe('GET /api/auth/logout signs out only on navigations from the site itself', () => {
  it.each([
    ['a link or image on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['an old browser from another site', { origin: '', referer: 'https://evil.example/page' }],
    ['a request that says nothing of where it came from', { origin: '' }],
  ])('refuses %s: 403, the session stays, and the answer says so', async (_label, headers: Record<string, string>) => {
    const { client } = await signUpAs('BUYER');
    const response = await client.get<string>('/api/auth/logout', headers);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.body).toContain('You are still signed in');
    expect(response.cookies).toEqual([]);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it.each([
    ['the menu (same-origin navigation)', { 'sec-fetch-site': 'same-origin' }],
    ['the address bar', { 'sec-fetch-site': 'none' }],
    ['an old browser on the site', { origin: '', referer: 'SITE/settings' }],
  ])('signs out from %s and goes to /', async (_label, headers: Record<string, string>) => {
    const { client } = await signUpAs('BUYER');
    const resolved = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('SITE', client.baseUrl)]));
    const response = await client.get('/api/auth/logout', resolved);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});
