import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createEgressFetch, type TResolve } from './egress-fetch';
import { EgressError } from './egress-error';
import { readCappedBody } from './read-capped';

type TSeen = { path: string; headers: IncomingMessage['headers'] };

/** A server on 127.0.0.1 that records what reaches it; paths choose its answer. */
let server: Server;
let base = '';
let port = 0;
const seen: TSeen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    seen.push({ path, headers: request.headers });
    const redirect = (status: number, location: string) => response.writeHead(status, { location }).end();
    if (path === '/to-metadata') return redirect(302, 'http://169.254.169.254/latest/meta-data/');
    if (path === '/to-mapped') return redirect(302, `http://[::ffff:127.0.0.1]:${port}/echo`);
    if (path === '/to-same') return redirect(302, '/echo');
    if (path === '/to-other') return redirect(302, `http://localhost:${port}/echo`);
    if (path === '/post-to-other') return redirect(307, `http://localhost:${port}/echo`);
    if (path === '/loop') return redirect(302, '/loop');
    if (path === '/stream') {
      // 3 MB in 64 KB chunks, no Content-Length.
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      let sent = 0;
      const push = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += 65536;
          if (!response.write(Buffer.alloc(65536, 1))) return void response.once('drain', push);
        }
        response.end();
      };
      return push();
    }
    if (path === '/cookies')
      return response
        .writeHead(200, [
          ['set-cookie', 'RETS-Session-ID=abc; Path=/'],
          ['set-cookie', 'lang=en'],
          ['content-type', 'text/plain'],
        ])
        .end('ok');
    if (path === '/gzip') return response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' }).end(gzipSync('unzipped'));
    if (path === '/no-content') return response.writeHead(204).end();
    if (path === '/silent') return;
    if (path === '/echo-body') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      return request.on('end', () =>
        response
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(`${request.method} ${request.headers['content-type']} ${Buffer.concat(chunks).toString()}`),
      );
    }
    if (path === '/declared-large') return response.writeHead(200, { 'content-length': String(5 * 1024 * 1024) }).end(Buffer.alloc(5 * 1024 * 1024));
    response.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => void (seen.length = 0));

const local = createEgressFetch({ allowLoopback: true });
const cloud = createEgressFetch({ allowLoopback: false });

async function failure(promise: Promise<unknown>): Promise<EgressError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EgressError);
  return error as EgressError;
}

describe('the egress guard', () => {
  it('refuses loopback in the cloud before connecting: nothing reaches the server', async () => {
    expect((await failure(cloud(`${base}/echo`))).failure).toBe('refused');
    expect((await failure(cloud(`https://127.0.0.1:${port}/echo`))).message).toBe('Use a public address, not one inside a private network (loopback)');
    expect(seen).toEqual([]);
  });

  it('reaches the local stand-ins with the switch on', async () => {
    const response = await local(`${base}/echo`);
    expect(await response.text()).toBe('hello');
  });

  it('connects to the address its one lookup checked, and refuses a name that resolves to a private address', async () => {
    const calls: string[] = [];
    const answers = ['127.0.0.1', '10.0.0.1'];
    const resolve: TResolve = (hostname, _options, callback) => {
      calls.push(hostname);
      callback(null, [{ address: answers[calls.length - 1] ?? '10.0.0.1', family: 4 }]);
    };
    const guarded = createEgressFetch({ allowLoopback: true }, { resolve });
    expect(await (await guarded(`http://localhost:${port}/echo`)).text()).toBe('hello');
    expect(calls).toEqual(['localhost']);
    const refused = await failure(guarded(`http://localhost:${port}/echo?second`));
    expect(refused.message).toBe('Use a public address, not one inside a private network (localhost resolves to a private address)');
    expect(seen.map((request) => request.path)).toEqual(['/echo']);
  });

  it('refuses a name when any of its addresses is not allowed', async () => {
    const resolve: TResolve = (_hostname, _options, callback) =>
      callback(null, [
        { address: '127.0.0.1', family: 4 },
        { address: '::ffff:169.254.169.254', family: 6 },
      ]);
    const refused = await failure(createEgressFetch({ allowLoopback: true }, { resolve })(`http://localhost:${port}/echo`));
    expect(refused.message).toContain('link-local');
    expect(seen).toEqual([]);
  });

  it('follows redirects only through the same checks', async () => {
    expect((await failure(local(`${base}/to-metadata`))).message).toBe('Use a public address, not one inside a private network (link-local)');
    expect((await failure(local(`${base}/to-mapped`))).failure).toBe('refused');
    expect(seen.map((request) => request.path)).toEqual(['/to-metadata', '/to-mapped']);
    expect((await failure(local(`${base}/loop`))).message).toBe('The server redirected more than 5 times');
  });

  it('keeps credentials on the same origin and drops them when a redirect leaves it', async () => {
    const headers = { authorization: 'Bearer secret-token', cookie: 'RETS-Session-ID=1', 'user-agent': 'test' };
    await (await local(`${base}/to-same`, { headers })).text();
    expect(seen[1]).toMatchObject({ path: '/echo', headers: { authorization: 'Bearer secret-token', cookie: 'RETS-Session-ID=1' } });
    seen.length = 0;
    await (await local(`${base}/to-other`, { headers })).text();
    expect(seen[1]!.path).toBe('/echo');
    expect(seen[1]!.headers.host).toBe(`localhost:${port}`);
    expect(seen[1]!.headers.authorization).toBeUndefined();
    expect(seen[1]!.headers.cookie).toBeUndefined();
  });

  it('never carries a request body (a client secret) to another origin', async () => {
    const refused = await failure(local(`${base}/post-to-other`, { method: 'POST', body: 'client_secret=s3cret' }));
    expect(refused.message).toBe('The server redirected a request with a body to another host; it was not sent there');
    expect(seen.map((request) => request.path)).toEqual(['/post-to-other']);
  });

  it("hands back the redirect itself with redirect: 'manual'", async () => {
    const response = await local(`${base}/to-metadata`, { redirect: 'manual' });
    expect(response.status).toBe(302);
  });

  it('answers as fetch does: every Set-Cookie, a gzip body decoded, a 204 without a body', async () => {
    const cookies = await local(`${base}/cookies`);
    expect(cookies.headers.getSetCookie()).toEqual(['RETS-Session-ID=abc; Path=/', 'lang=en']);
    expect(await cookies.text()).toBe('ok');
    const zipped = await local(`${base}/gzip`);
    expect(zipped.headers.get('content-encoding')).toBeNull();
    expect(await zipped.text()).toBe('unzipped');
    const empty = await local(`${base}/no-content`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('sends a form body with its content type', async () => {
    const response = await local(`${base}/echo-body`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials' }) });
    expect(await response.text()).toBe('POST application/x-www-form-urlencoded;charset=UTF-8 grant_type=client_credentials');
  });

  it("stops at the caller's signal and says it timed out", async () => {
    const error = await failure(local(`${base}/silent`, { signal: AbortSignal.timeout(100) }));
    expect(error).toMatchObject({ failure: 'timeout', message: 'The server did not answer in time' });
  });

  it('says in its own words that a closed port could not be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(local(`http://127.0.0.1:${closedPort}/`));
    expect(error).toMatchObject({ failure: 'unreachable', message: 'The server could not be reached' });
  });

  it('says a name with no address is no such host', async () => {
    const resolve: TResolve = (hostname, _options, callback) =>
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    const error = await failure(createEgressFetch({ allowLoopback: false }, { resolve })('https://mls.wrong-host.example/odata'));
    expect(error).toMatchObject({ failure: 'unreachable', reason: 'no such host name', message: 'The server could not be reached (no such host name)' });
  });

  it('gives up on a host it cannot connect to (a lookup that never answers) after the connect timeout, not the caller’s longer one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const neverAnswers: TResolve = () => undefined;
      const settled = vi.fn();
      const request = createEgressFetch({ allowLoopback: false }, { resolve: neverAnswers })('https://mls.silent-host.example/odata', {
        signal: AbortSignal.timeout(60_000),
      });
      request.then(settled, settled);
      await vi.advanceTimersByTimeAsync(4_900);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(settled).toHaveBeenCalled();
      expect(await failure(request)).toMatchObject({ failure: 'unreachable', message: 'The server could not be reached (no connection within 5 s)' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the byte-capped body reader', () => {
  it('stops a body streamed without Content-Length at the cap', async () => {
    const error = await failure(readCappedBody(await local(`${base}/stream`), 1024 * 1024));
    expect(error).toMatchObject({ failure: 'too-large', message: 'The answer is larger than 1 MB, the most read here' });
  });

  it('stops before reading when Content-Length is over the cap', async () => {
    expect((await failure(readCappedBody(await local(`${base}/declared-large`), 1024 * 1024))).failure).toBe('too-large');
  });

  it('reads a body within the cap whole', async () => {
    expect((await readCappedBody(await local(`${base}/stream`), 4 * 1024 * 1024)).byteLength).toBe(3 * 1024 * 1024);
  });
});
