import { TEST_PASSWORD, signUpAs } from '../../../test/accounts';
import { createApiClient, uniqueEmail } from '../../../test/http-client';

type TErrorBody = { message: string; errors?: { path: string; message: string }[] };

const buyerPayload = (email = uniqueEmail('buyer')) => ({ name: 'Jamie Doe', email, password: TEST_PASSWORD, consents: { terms: true } });
const messagesOf = (body: unknown) => ((body as TErrorBody).errors ?? []).map((e) => `${e.path}: ${e.message}`);

describe('POST /api/auth/signup/buyer', () => {
  it('creates the account, signs in with an HttpOnly session cookie and answers the buyer home', async () => {
    const client = createApiClient();
    const response = await client.post('/api/auth/signup/buyer', { ...buyerPayload(), timeframe: 'now', financing: 'cash', represented: true });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, message: 'Account created', redirectUrl: '/buyer/home' });
    expect(response.cookies[0]).toMatch(/^sid=[\w-]{40,}; Path=\/; SameSite=Lax; HttpOnly; Max-Age=\d+$/);

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      firstName: 'Jamie',
      lastName: 'Doe',
      subscriptionStatus: 'inactive',
      profile: { role: 'BUYER', timeframe: 'now', financing: 'cash', represented: true },
    });
    expect(JSON.stringify(me.body)).not.toMatch(/passwordHash|scrypt/);
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ name: 'J' }, 'name: Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'email: Invalid email'],
    [{ password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ consents: { terms: false } }, 'consents.terms: You must agree to terms'],
    [{ timeframe: 'someday' }, 'timeframe: Invalid option: expected one of "just-browsing"|"now"|"1-3-months"|"3-6-months"|"6-plus-months"'],
  ])('refuses %j with the spec message and writes nothing', async (override, expected) => {
    const client = createApiClient();
    const payload = { ...buyerPayload(), ...override };
    const response = await client.post('/api/auth/signup/buyer', payload);
    expect(response.status).toBe(400);
    expect(messagesOf(response.body)).toContain(expected);
    expect(response.cookies).toEqual([]);
    if (typeof payload.email === 'string' && payload.email.includes('@')) {
      const signin = await client.post('/api/auth/signin', { email: payload.email, password: TEST_PASSWORD });
      expect(signin.status).toBe(401);
    }
  });

  it('treats e-mail case and spaces as the same account: 409 and nothing changes', async () => {
    const email = uniqueEmail('dup');
    expect((await createApiClient().post('/api/auth/signup/buyer', buyerPayload(email))).status).toBe(201);
    const again = await createApiClient().post('/api/auth/signup/buyer', { ...buyerPayload(`  ${email.toUpperCase()} `), password: 'another-password' });
    expect(again.status).toBe(409);
    expect((again.body as TErrorBody).message).toBe('An account with this e-mail already exists. Sign in instead.');
    const signin = await createApiClient().post('/api/auth/signin', { email, password: TEST_PASSWORD });
    expect(signin.status).toBe(200);
  });
});

describe('POST /api/auth/signup/pro', () => {
  it('signs an agent up and answers the agent dashboard', async () => {
    const client = createApiClient();
    const response = await client.post('/api/auth/signup/pro', {
      displayName: 'Morgan Lee',
      email: uniqueEmail('agent'),
      password: TEST_PASSWORD,
      phone: '512-555-0100',
      licenseNumber: 'TX-1',
      brokerageName: 'Hill Country Homes',
      consents: { terms: true, marketing: true },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, redirectUrl: '/agent/dashboard' });
    const me = await client.get('/api/auth/user');
    expect(me.body).toMatchObject({ profile: { role: 'AGENT', phone: '512-555-0100', licenseNumber: 'TX-1', brokerageName: 'Hill Country Homes' } });
  });

  it('sends a broker to the broker dashboard', async () => {
    const response = await createApiClient().post('/api/auth/signup/pro', {
      role: 'BROKER',
      displayName: 'Pat Broker',
      email: uniqueEmail('broker'),
      password: TEST_PASSWORD,
      consents: { terms: true },
    });
    expect(response.body).toMatchObject({ redirectUrl: '/broker/dashboard' });
  });

  it('lists every failing field as errors[{path, message}]', async () => {
    const response = await createApiClient().post('/api/auth/signup/pro', { role: 'BUYER', displayName: '', email: 'x', password: '1', consents: {} });
    expect(response.status).toBe(400);
    expect(messagesOf(response.body)).toEqual(
      expect.arrayContaining([
        'displayName: Name is required',
        'email: Invalid email',
        'password: Password must be at least 8 characters',
        'consents.terms: You must agree to terms',
      ]),
    );
    expect(messagesOf(response.body).some((m) => m.startsWith('role: '))).toBe(true);
  });
});

describe('POST /api/auth/signin', () => {
  it('opens a new session id at every sign-in and deletes the one the browser held', async () => {
    const { client, email } = await signUpAs('BUYER');
    const before = client.jar.get('sid');
    const oldBrowser = createApiClient();
    oldBrowser.jar.set('sid', before ?? '');

    const response = await client.post('/api/auth/signin', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Welcome back!', redirectUrl: '/' });
    expect(client.jar.get('sid')).toBeTruthy();
    expect(client.jar.get('sid')).not.toBe(before);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await oldBrowser.get('/api/auth/user')).status).toBe(401);
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUpAs('BUYER');
    const wrong = await createApiClient().post('/api/auth/signin', { email, password: 'wrong-password' });
    const unknown = await createApiClient().post('/api/auth/signin', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password.', code: 'UNAUTHORIZED' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('requires a valid e-mail and a password', async () => {
    const response = await createApiClient().post('/api/auth/signin', { email: 'nope', password: '' });
    expect(messagesOf(response.body)).toEqual(['email: Invalid email', 'password: Password is required']);
  });

  it('backs off a stranger after 5 failures: 429 with Retry-After, even with the right password', async () => {
    const { email } = await signUpAs('BUYER');
    const client = createApiClient();
    for (let i = 0; i < 5; i++) expect((await client.post('/api/auth/signin', { email, password: `wrong-${i}-pass` })).status).toBe(401);
    const blocked = await client.post('/api/auth/signin', { email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect((blocked.body as TErrorBody).message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ (seconds?|minutes?)\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('GET /api/auth/user is 401 when signed out', async () => {
    const response = await createApiClient().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'You are logged out. Sign in to continue.', code: 'UNAUTHORIZED' });
  });

  it('an unknown session cookie is cleared and treated as signed out', async () => {
    const client = createApiClient();
    client.jar.set('sid', 'forged-session-token');
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.cookies.some((c) => c.startsWith('sid=;') && /Max-Age=0/.test(c))).toBe(true);
  });

  it('logout ends the session, clears the cookie and redirects to /', async () => {
    const { client } = await signUpAs('AGENT');
    const token = client.jar.get('sid');
    const response = await client.get('/api/auth/logout', { 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.cookies.some((c) => c.startsWith('sid=;'))).toBe(true);
    const replay = createApiClient();
    replay.jar.set('sid', token ?? '');
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('GET /api/login sends the browser to the sign-in screen', async () => {
    const response = await createApiClient().get('/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/signin');
  });
});
