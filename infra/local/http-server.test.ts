import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { THttpRoute } from '../../functions/src/entries/entry-types';
import { createHttpServer } from './http-server';
import { createPhotoProxy } from './photo-proxy';
import { createStaticFiles } from './static-files';

const route = (method: THttpRoute['method'], path: THttpRoute['path'], handler: string): THttpRoute => ({
  method,
  path,
  handler,
  access: 'public',
  resources: [],
  summary: '',
  tags: [],
});

/** Sends a path exactly as written (no client-side normalisation) and reads the whole answer. */
function get(port: number, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the embedded HTTP server', () => {
  const errors: unknown[] = [];
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const spa = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(spa, 'index.html'), '<!doctype html><title>spa</title>');
    // Nothing listens on port 9: every photo request fails upstream, as when the S3 stand-in is down.
    const photos = createPhotoProxy('http://127.0.0.1:9', 'photos');
    const files = createStaticFiles(spa);
    server = createHttpServer({
      routes: [route('POST', '/api/echo', 'no/such-module'), route('GET', '/api/properties/{id}', 'no/such-module')],
      web: async (request, response) => {
        if (request.url === '/broken') throw new Error('a page handler failed');
        return request.url?.startsWith('/photos/') ? photos(request, response) : files(request, response);
      },
      onError: (error) => errors.push(error),
      securityHeaders: { 'content-security-policy': "default-src 'self'", 'x-content-type-options': 'nosniff' },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['/%E0%A4%A', '/%', '/photos/%E0%A4%A', '/api/%E0%A4%A', '/api/properties/%E0%A4%A', '/dev/outbox/%C0', '/assets/%FF.js'])(
    'answers 400 to the malformed path %s and keeps serving',
    async (path) => {
      const malformed = await get(port, path);
      expect(malformed.status).toBe(400);
      expect(JSON.parse(malformed.body)).toEqual({ message: expect.stringMatching(/Malformed URL/) });
      expect((await get(port, '/')).status).toBe(200);
    },
  );

  it('turns a failing handler into a 502 and keeps serving', async () => {
    const failed = await get(port, '/broken');
    expect(failed.status).toBe(502);
    expect(errors.length).toBeGreaterThan(0);
    expect((await get(port, '/')).status).toBe(200);
  });

  it('answers 502 when the photo store is down, and keeps serving', async () => {
    expect((await get(port, '/photos/listings/u/p/photo.jpg')).status).toBe(502);
    expect((await get(port, '/')).status).toBe(200);
  });

  it('answers an oversized body with a readable 413 and its JSON message', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body too large (10 MB at most).' });
    expect((await get(port, '/')).status).toBe(200);
  });

  it('sends the security headers with pages and API answers alike', async () => {
    for (const path of ['/', '/listings', '/api/no-such-route']) {
      const { headers } = await get(port, path);
      expect(headers['content-security-policy']).toBe("default-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
