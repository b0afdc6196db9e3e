import { MlsError } from '../mls-client';
import { createTokenSource } from './reso-auth';
import { retryAfterMs } from '../http-retry';
import { EgressError } from '../../egress/egress-error';
import { resoGet, type TResoHttpDeps } from './reso-http';

function fakeClock() {
  let time = Date.parse('2026-06-01T12:00:00.000Z');
  const slept: number[] = [];
  return { slept, now: () => time, sleep: async (ms: number) => void (slept.push(ms), (time += ms)) };
}

/** A fetch that answers from a script, one response per call, and records what it was asked. */
function scriptedFetch(script: (url: string, init: RequestInit | undefined, call: number) => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    return script(url, init, calls.length);
  }) as typeof fetch;
  return { fetchFn, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function httpDeps(fetchFn: typeof fetch, clock = fakeClock()): TResoHttpDeps {
  return {
    fetch: fetchFn,
    clock,
    budget: { take: async () => undefined },
    tokens: createTokenSource(
      { kind: 'clientCredentials', tokenUrl: 'https://mls.example/token', clientId: 'id', clientSecret: 'secret' },
      { fetch: fetchFn, clock, userAgent: 'Test/1.0' },
    ),
    userAgent: 'Test/1.0',
    maxRetries: 3,
    maxRetryAfterMs: 60_000,
  };
}

const tokenAnswer = (token: string, expiresIn = 3600) => json(200, { access_token: token, token_type: 'Bearer', expires_in: expiresIn });
const authorizationOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>).authorization;

describe('resoGet', () => {
  it('fetches one token for many requests and sends it as a bearer token', async () => {
    const { fetchFn, calls } = scriptedFetch((url) => (url.endsWith('/token') ? tokenAnswer('t1') : json(200, { value: [] })));
    const deps = httpDeps(fetchFn);
    await resoGet(deps, 'https://mls.example/odata/Property');
    await resoGet(deps, 'https://mls.example/odata/Property');
    expect(calls.map((call) => call.url)).toEqual(['https://mls.example/token', 'https://mls.example/odata/Property', 'https://mls.example/odata/Property']);
    expect(authorizationOf(calls[2]!.init)).toBe('Bearer t1');
  });

  it('renews the token before it expires by the client’s own clock', async () => {
    const clock = fakeClock();
    let issued = 0;
    const { fetchFn, calls } = scriptedFetch((url) => (url.endsWith('/token') ? tokenAnswer(`t${++issued}`, 600) : json(200, { value: [] })));
    const deps = httpDeps(fetchFn, clock);
    await resoGet(deps, 'https://mls.example/odata/Property');
    await clock.sleep(600_000);
    await resoGet(deps, 'https://mls.example/odata/Property');
    expect(authorizationOf(calls.at(-1)!.init)).toBe('Bearer t2');
  });

  it('refreshes the token once on 401, and fails in our words when the new one is refused too', async () => {
    let issued = 0;
    const { fetchFn, calls } = scriptedFetch((url) =>
      url.endsWith('/token') ? tokenAnswer(`t${++issued}`) : json(401, { error: { code: 'Unauthorized', message: 'Token revoked' } }),
    );
    const error = await resoGet(httpDeps(fetchFn), 'https://mls.example/odata/Property').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MlsError);
    expect(error).toMatchObject({ message: 'The MLS server answered 401 (it refused the credentials)', details: { status: 401 } });
    expect(calls.filter((call) => call.url.endsWith('/token'))).toHaveLength(2);
    expect(calls.filter((call) => call.url.endsWith('/Property'))).toHaveLength(2);
  });

  it('waits the Retry-After of a 429 given as an HTTP date', async () => {
    const clock = fakeClock();
    const later = new Date(clock.now() + 7000).toUTCString();
    const { fetchFn } = scriptedFetch((url, _init, call) =>
      url.endsWith('/token') ? tokenAnswer('t') : call === 2 ? json(429, {}, { 'retry-after': later }) : json(200, { value: [] }),
    );
    await resoGet(httpDeps(fetchFn, clock), 'https://mls.example/odata/Property');
    expect(clock.slept).toEqual([7000]);
  });

  it('gives up with a readable error when asked to wait longer than it may, or after its retries', async () => {
    const { fetchFn } = scriptedFetch((url) => (url.endsWith('/token') ? tokenAnswer('t') : json(503, {}, { 'retry-after': '3600' })));
    await expect(resoGet(httpDeps(fetchFn), 'https://mls.example/odata/Property')).rejects.toThrow('asked to wait 3600 s (503)');
    const busy = scriptedFetch((url) => (url.endsWith('/token') ? tokenAnswer('t') : json(503, { error: { message: 'Maintenance' } }, { 'retry-after': '1' })));
    await expect(resoGet(httpDeps(busy.fetchFn), 'https://mls.example/odata/Property')).rejects.toThrow(
      'The MLS server answered 503 (it is unavailable for now)',
    );
    expect(busy.calls.filter((call) => call.url.endsWith('/Property'))).toHaveLength(4);
  });
});

describe('resoGet failures in our words', () => {
  it('never repeats what the server sent', async () => {
    const { fetchFn } = scriptedFetch((url) =>
      url.endsWith('/token')
        ? tokenAnswer('t')
        : new Response('{"__type":"com.amazon.coral.service#InternalFailure","message":"The request processing has failed"}', { status: 500 }),
    );
    const error = (await resoGet({ ...httpDeps(fetchFn), maxRetries: 0 }, 'https://mls.example/odata/Property').catch((caught: unknown) => caught)) as Error;
    expect(error.message).toBe('The MLS server answered 500 (a server error)');
    expect(error.message).not.toMatch(/InternalFailure|processing/);
  });

  it('does not retry an address the egress guard refused, and says why', async () => {
    const clock = fakeClock();
    const { fetchFn, calls } = scriptedFetch((url) => {
      if (url.endsWith('/token')) return tokenAnswer('t');
      throw new TypeError('fetch failed', { cause: new EgressError('refused', 'Use a public address, not one inside a private network (link-local)') });
    });
    await expect(resoGet(httpDeps(fetchFn, clock), 'https://mls.example/odata/Property')).rejects.toThrow(
      'The address of the MLS server is not allowed: Use a public address, not one inside a private network (link-local)',
    );
    expect(calls.filter((call) => call.url.endsWith('/Property'))).toHaveLength(1);
    expect(clock.slept).toEqual([]);
  });

  it('retries an unreachable server in the worker, and says only that it could not be reached', async () => {
    const clock = fakeClock();
    const { fetchFn, calls } = scriptedFetch((url) => {
      if (url.endsWith('/token')) return tokenAnswer('t');
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:9'), { code: 'ECONNREFUSED' }) });
    });
    await expect(resoGet(httpDeps(fetchFn, clock), 'https://mls.example/odata/Property')).rejects.toThrow(/^Could not reach the MLS server at mls\.example$/);
    expect(calls.filter((call) => call.url.endsWith('/Property'))).toHaveLength(4);
    expect(clock.slept).toEqual([1000, 2000, 4000]);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterMs('2', 0)).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(retryAfterMs(null, 0)).toBeNull();
  });
});

describe('a token the MLS does not give', () => {
  const noSuchHost = () => {
    throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND mls.wrong-host.example'), { code: 'ENOTFOUND' }) });
  };
  const tokenError = (tokenUrl: string, fetchFn: typeof fetch) =>
    createTokenSource(
      { kind: 'clientCredentials', tokenUrl, clientId: 'id', clientSecret: 'secret' },
      { fetch: fetchFn, clock: fakeClock(), userAgent: 'Test/1.0', serviceRoot: 'https://mls.wrong-host.example/reso/odata' },
    )
      .token()
      .catch((caught: unknown) => (caught as Error).message);

  it('names the MLS the person typed (its host), not a token endpoint they never saw, when the token URL is the default', async () => {
    const { fetchFn, calls } = scriptedFetch(noSuchHost);
    expect(await tokenError('https://mls.wrong-host.example/oauth2/token', fetchFn)).toBe(
      'Could not sign in to the MLS at mls.wrong-host.example: the host could not be reached (no such host name)',
    );
    expect(calls).toHaveLength(1);
    const refused = scriptedFetch(() => json(401, { error: 'invalid_client', error_description: 'secret text of the server' }));
    expect(await tokenError('https://mls.wrong-host.example/oauth2/token', refused.fetchFn)).toBe(
      'Could not sign in to the MLS at mls.wrong-host.example: it refused the credentials (401): invalid_client',
    );
  });

  it('names the token URL when the person typed one of their own', async () => {
    const { fetchFn } = scriptedFetch(() => json(200, { token_type: 'Bearer' }));
    expect(await tokenError('https://auth.example-mls.com/connect/token', fetchFn)).toBe(
      'Could not get a token from the token URL https://auth.example-mls.com/connect/token: it answered without an access token',
    );
  });
});
