import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/**
 * Serves `/photos/*` from the photo bucket, as CloudFront's photo behaviour does in the cloud
 * (the object key is the path without its leading slash).
 */
export function createPhotoProxy(s3Endpoint: string, bucket: string) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname.slice(1));
    if (key.includes('..')) {
      response.writeHead(400).end();
      return;
    }
    const upstream = await fetch(`${s3Endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`);
    if (!upstream.ok || !upstream.body) {
      response.writeHead(upstream.status === 403 ? 404 : upstream.status, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'content-length': upstream.headers.get('content-length') ?? undefined,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
    Readable.fromWeb(upstream.body as WebReadableStream).pipe(response);
  };
}
