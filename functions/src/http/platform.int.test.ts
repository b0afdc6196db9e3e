import { createApiClient, uniqueEmail } from '../../test/http-client';
import { ENTRIES } from '../entries';

describe('the shared middleware stack', () => {
  it('answers a malformed JSON body with 400, never 500', async () => {
    const response = await createApiClient().request('POST', '/api/waitlist', { rawBody: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Malformed JSON body: the request body could not be read as JSON.', code: 'BAD_REQUEST' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await createApiClient().request('POST', '/api/waitlist', {
      rawBody: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('refuses a cross-origin state-changing request with 403 and changes nothing', async () => {
    const email = uniqueEmail('csrf');
    const response = await createApiClient().post(
      '/api/auth/signup/buyer',
      { name: 'Eve', email, password: 'password123', consents: { terms: true } },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect((response.body as { message: string }).message).toMatch(/Cross-site request refused/);
    const signin = await createApiClient().post('/api/auth/signin', { email, password: 'password123' });
    expect(signin.status).toBe(401);
  });

  it('accepts a same-origin request that carries Sec-Fetch-Site instead of Origin, and refuses one with neither', async () => {
    const client = createApiClient();
    const withFetchSite = await client.request('POST', '/api/waitlist', {
      json: { email: uniqueEmail('wl'), role: 'BUYER' },
      headers: { origin: '', 'sec-fetch-site': 'same-origin' },
    });
    expect(withFetchSite.status).toBe(201);
    const withNeither = await client.request('POST', '/api/waitlist', { json: { email: uniqueEmail('wl'), role: 'BUYER' }, headers: { origin: '' } });
    expect(withNeither.status).toBe(403);
  });

  it('compresses large JSON for clients that accept it (brotli first), and reports the handler time', async () => {
    const client = createApiClient();
    const brotli = await client.get<{ openapi: string }>('/api/docs?format=json', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.body.openapi).toBe('3.1.0');
    const gzip = await client.get('/api/docs?format=json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await client.get('/api/docs?format=json', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('server-timing')).toMatch(/^app;dur=\d+(\.\d)?$/);
  });

  it('tags every response with a request id', async () => {
    const response = await createApiClient().get('/api/app-mode');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404 and wrong methods with 405', async () => {
    const client = createApiClient();
    expect((await client.get('/api/nothing-here')).status).toBe(404);
    const wrongMethod = await client.request('DELETE', '/api/app-mode');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });
});

describe('GET /api/app-mode', () => {
  it('answers the configured mode', async () => {
    const response = await createApiClient().get('/api/app-mode');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ APP_MODE: 'beta' });
  });
});

describe('POST /api/waitlist', () => {
  it('adds an e-mail once; a repeat is an idempotent success', async () => {
    const email = uniqueEmail('wait');
    const first = await createApiClient().post('/api/waitlist', { email, role: 'AGENT' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, message: "You're on the list — thanks!" });
    const again = await createApiClient().post('/api/waitlist', { email: email.toUpperCase(), role: 'BROKER' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: "You're already on the list — thanks!" });
  });

  it.each([
    [{ email: 'nope', role: 'BUYER' }, 'email', 'Invalid email'],
    [{ role: 'BUYER' }, 'email', 'Invalid email'],
    [{ email: 'a@b.co', role: 'ADMIN' }, 'role', 'Role must be one of BUYER, AGENT, BROKER'],
  ])('refuses %j', async (payload, path, message) => {
    const response = await createApiClient().post('/api/waitlist', payload);
    expect(response.status).toBe(400);
    expect((response.body as { errors: unknown[] }).errors).toEqual([{ path, message }]);
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI 3.1 document covering every route in the table', async () => {
    const response = await createApiClient().get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('/api/docs?format=json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    for (const route of ENTRIES.http) expect(response.body.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
    const signup = response.body.paths['/api/auth/signup/buyer']?.post as { requestBody: { content: Record<string, { schema: { required: string[] } }> } };
    expect(signup.requestBody.content['application/json']?.schema.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'consents']));
  });

  it('has a readable HTML view', async () => {
    const response = await createApiClient().get('/api/docs');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(String(response.body)).toContain('/api/auth/signup/buyer');
  });
});
