import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { COMPRESSIBLE_EXTENSIONS } from './precompress';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // MapLibre's worker (a module worker: the browser refuses one served as anything but JavaScript).
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** The precompressed copies, best first, with the file suffix the build wrote. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings the client accepts (`Accept-Encoding`, honouring `;q=0` as a refusal). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

const isFileAt = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * Serves the built SPA the way CloudFront does: real files as they are, extension-less paths fall back
 * to index.html, hashed assets cached for good, index.html never cached. Text files go out as the
 * build's brotli or gzip copy when the client accepts it, with `Vary: Accept-Encoding` either way.
 */
export function createStaticFiles(root: string) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const candidate = normalize(join(root, pathname));
    if (!candidate.startsWith(root + sep) && candidate !== root) {
      response.writeHead(400).end('Bad path');
      return;
    }
    const isFile = isFileAt(candidate);
    if (!isFile && extname(pathname)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const file = isFile ? candidate : join(root, 'index.html');
    const isHashedAsset = pathname.startsWith('/assets/');
    const isCompressible = COMPRESSIBLE_EXTENSIONS.has(extname(file));
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = isCompressible ? ENCODINGS.find((e) => accepted.has(e.name) && isFileAt(file + e.suffix)) : undefined;
    const body = encoding ? file + encoding.suffix : file;
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(body).size,
      'cache-control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      ...(encoding && { 'content-encoding': encoding.name }),
      ...(isCompressible && { vary: 'Accept-Encoding' }),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(body).pipe(response);
  };
}
