import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { THttpEntry } from '../../functions/src/entries/entry-types';
import { createApiRouter } from './api-router';
import { lambdaContext, toApiGatewayEvent, writeLambdaResult } from './lambda-event';

/** How long an idle kept-alive connection stays open (see createHttpServer). */
const IDLE_CONNECTION_MS = 65_000;
/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export type TWebHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));

/**
 * The body, or null once it passes the limit. The rest of an oversized body is still read and dropped
 * rather than the socket torn down, so the client receives the 413 instead of a connection reset.
 */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The request's URL as sent; null when its path does not parse or decode (e.g. `/%E0%A4%A`), which every handler would choke on. */
function wellFormedUrlOf(request: IncomingMessage): URL | null {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

export type THttpServerOptions = {
  routes: readonly THttpEntry[];
  /** Everything outside /api: the SPA, photos, local pages. */
  web: TWebHandler;
  onError: (error: unknown) => void;
  /** Sent with every answer unless the handler sets its own value (CloudFront's response-headers policy). */
  securityHeaders?: Record<string, string>;
};

/**
 * The embedded "API Gateway + CloudFront": /api/* requests become HTTP API v2 events for the very
 * handlers Lambda runs; everything else goes to the SPA (built files, or Vite in dev). A malformed path
 * is a 400 for every handler, and no failure of any handler can take the process down.
 */
export function createHttpServer(options: THttpServerOptions): Server {
  const router = createApiRouter(options.routes);

  const answerApi = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const { pathname } = url;
    const match = router.match(request.method ?? 'GET', pathname);
    if (match.kind === 'not-found') return sendJson(response, 404, { message: `No API route for ${request.method} ${pathname}.` });
    if (match.kind === 'method-not-allowed') {
      return sendJson(response, 405, { message: `${request.method} is not allowed here.` }, { allow: match.allowed.join(', ') });
    }
    const body = await readBody(request);
    if (body === null) return sendJson(response, 413, { message: 'Request body too large (10 MB at most).' });
    const event = toApiGatewayEvent(request, body, match, url);
    const handler = await router.handlerFor(match.route);
    const result = await handler(event, lambdaContext(match.route.handler.replace(/\//g, '-'), event.requestContext.requestId));
    writeLambdaResult(response, result);
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of Object.entries(options.securityHeaders ?? {})) response.setHeader(name, value);
    const url = wellFormedUrlOf(request);
    if (url === null) return sendJson(response, 400, { message: 'Malformed URL: the path is not valid percent-encoding.' });
    if (url.pathname.startsWith('/api/') || url.pathname === '/api') return answerApi(request, response, url);
    return options.web(request, response);
  };

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      options.onError(error);
      if (!response.headersSent) sendJson(response, 502, { message: 'The server failed to answer; see the server log.' });
      else response.destroy();
    });
  });
  // Node closes an idle kept-alive connection after 5 s, and a client that sends on it just then gets ECONNRESET
  // (a journey's API client, idle while other set-up ran, did). Keep them as long as the cloud's load balancers do.
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
}
