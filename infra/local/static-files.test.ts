import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressAssets } from './precompress';
import { acceptedEncodings, createStaticFiles } from './static-files';

type TAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(port: number, path: string, acceptEncoding?: string): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the embedded server for the built SPA', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-files-'));
  const script = `export const app = ${JSON.stringify('x'.repeat(4000))};`;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(root, 'assets/app-abc123.js'), script);
    writeFileSync(join(root, 'assets/photo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    precompressAssets(root);
    server = createServer(createStaticFiles(root));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text files only', () => {
    expect(brotliDecompressSync(readFileSync(join(root, 'assets/app-abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(root, 'index.html.gz'))).toString()).toContain('id="root"');
    expect(() => readFileSync(join(root, 'assets/photo-abc123.png.br'))).toThrow();
  });

  it('sends brotli when accepted, gzip otherwise, the plain file when neither, and always says it varies', async () => {
    const brotli = await get(port, '/assets/app-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get(port, '/assets/app-abc123.js', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get(port, '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses the index.html fallback, never cached, and leaves images alone', async () => {
    const page = await get(port, '/listings', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const image = await get(port, '/assets/photo-abc123.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
  });

  it('reads Accept-Encoding with q-values', () => {
    expect([...acceptedEncodings('gzip;q=0.5, br')]).toEqual(['gzip', 'br']);
    expect([...acceptedEncodings('br;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
