import type { IncomingMessage, ServerResponse } from 'node:http';
import { PHOTO_CACHE_CONTROL, PHOTO_SECURITY_HEADERS, inlineDisposition } from '../../functions/src/adapters/photos/photo-headers';
import { detectImageType } from '../../functions/src/services/photos/image-signature';
import { photoKeyOfPath } from './photo-path';

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...PHOTO_SECURITY_HEADERS }).end(text);
}

/**
 * Serves `/photos/*` from the photo bucket, as CloudFront's photo behaviour does in the cloud (the object
 * key is the path without its leading slash). Only keys under the photo prefixes, only bytes that are an
 * image, always with the type read from those bytes (never the stored one), nosniff, inline with a safe
 * name and a CSP that lets nothing run. Every failure is an answer; nothing here can end the process.
 */
export function createPhotoProxy(s3Endpoint: string, bucket: string) {
  const servePhoto = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { allow: 'GET, HEAD' }).end();
    const path = photoKeyOfPath(request.url ?? '/');
    if (path.kind === 'malformed') return sendText(response, 400, 'Bad path');
    if (path.kind === 'not-served') return sendText(response, 404, 'Not found');
    const upstream = await fetch(`${s3Endpoint}/${bucket}/${path.key.split('/').map(encodeURIComponent).join('/')}`);
    const bytes = upstream.ok ? new Uint8Array(await upstream.arrayBuffer()) : null;
    const contentType = bytes && detectImageType(bytes);
    if (!bytes || !contentType) return sendText(response, 404, 'Not found');
    response.writeHead(200, {
      'content-type': contentType,
      'content-length': String(bytes.byteLength),
      'content-disposition': inlineDisposition(path.key),
      'cache-control': PHOTO_CACHE_CONTROL,
      ...PHOTO_SECURITY_HEADERS,
    });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  };
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      await servePhoto(request, response);
    } catch (error) {
      console.error('[photos] could not serve', request.url, error);
      if (!response.headersSent) sendText(response, 502, 'Photo storage unavailable');
      else response.destroy();
    }
  };
}
