import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { THttpEntry } from '../../functions/src/entries/entry-types';
import { createApiRouter } from './api-router';
import { lambdaContext, toApiGatewayEvent, writeLambdaResult } from './lambda-event';

/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

type TWebHandler = (request: IncomingMessage, response: ServerResponse) => void;

const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The embedded "API Gateway + CloudFront": /api/* requests become HTTP API v2 events for the very
 * handlers Lambda runs; everything else goes to the SPA (built files, or Vite in dev).
 */
export function createHttpServer(options: { routes: readonly THttpEntry[]; web: TWebHandler; onError: (error: unknown) => void }): Server {
  const router = createApiRouter(options.routes);
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/') && url.pathname !== '/api') return options.web(request, response);
    try {
      const match = router.match(request.method ?? 'GET', url.pathname);
      if (match.kind === 'not-found') return sendJson(response, 404, { message: `No API route for ${request.method} ${url.pathname}.` });
      if (match.kind === 'method-not-allowed') {
        return sendJson(response, 405, { message: `${request.method} is not allowed here.` }, { allow: match.allowed.join(', ') });
      }
      const body = await readBody(request);
      if (body === null) return sendJson(response, 413, { message: 'Request body too large (10 MB at most).' });
      const event = toApiGatewayEvent(request, body, match);
      const handler = await router.handlerFor(match.route);
      const result = await handler(event, lambdaContext(match.route.handler.replace(/\//g, '-'), event.requestContext.requestId));
      writeLambdaResult(response, result);
    } catch (error) {
      options.onError(error);
      if (!response.headersSent) sendJson(response, 502, { message: 'The API handler crashed; see the server log.' });
    }
  });
}
