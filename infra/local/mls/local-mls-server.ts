import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyMlsActivity, type TMlsActivityCounts, type TMlsActivitySummary } from './local-mls-activity';
import { createLocalMlsAuth, createRateLimiter } from './local-mls-auth';
import {
  LOCAL_MLS_ACTIVITY_PATH,
  LOCAL_MLS_BEARER_TOKEN,
  LOCAL_MLS_CLIENT_ID,
  LOCAL_MLS_CLIENT_SECRET,
  LOCAL_MLS_NAME,
  LOCAL_MLS_REQUESTS_PER_SECOND,
  LOCAL_MLS_SERVICE_PATH,
  LOCAL_MLS_TOKEN_PATH,
  localMlsUrls,
  type TLocalMlsUrls,
} from './local-mls-constants';
import { mediaPicture } from './local-mls-media';
import { createLocalMlsResources, shapeProperty } from './local-mls-resources';
import { openLocalMlsStore, type TLocalMlsStore } from './local-mls-store';
import { answerCollection, type TPagingBehaviour } from './odata-collection';
import { unmounted } from './mount-prefix';
import { ODataQueryError } from './odata-filter';

export type TStartLocalMlsOptions = {
  /** 0 picks a free port. */
  port: number;
  host?: '127.0.0.1';
  /** Where the catalogue lives (`local-mls.json`); generated on first start. */
  dataDir: string;
  /** Share one store with the RETS server so both serve the same listings; otherwise opened from dataDir. */
  store?: TLocalMlsStore;
  /** Catalogue size and seed, used only when dataDir holds no catalogue yet. */
  listingCount?: number;
  seed?: number;
  /** The MLS the records say they come from (OriginatingSystemName); default the local MLS's name. */
  originatingSystemName?: string;
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of issued tokens. Default 900 s: short, so expiry in a long sync happens for real. */
  tokenTtlSeconds?: number;
  /** Data requests per client per second before 429; null turns the limit off. Default 10. */
  requestsPerSecond?: number | null;
  paging?: Partial<TPagingBehaviour>;
  /** The server's clock (tokens, rate limit, activity times); tests share one with the client. */
  now?: () => number;
};

/** `at` is the server's clock when the answer was sent. */
export type TLocalMlsRequest = { method: string; url: string; prefer: string | null; status: number; at: number };

export type TLocalMls = TLocalMlsUrls & {
  clientId: string;
  clientSecret: string;
  bearerToken: string;
  name: string;
  store: TLocalMlsStore;
  /** Plain Data Dictionary records with Media (absolute URLs) and OpenHouse arrays: what the RETS server serves. */
  listings(): Iterable<Record<string, unknown>>;
  /** The latest requests to the service (newest last, at most 10,000), for tests and the curious. */
  requests: TLocalMlsRequest[];
  /** The next `count` data requests fail with `status` and Retry-After, as an overloaded server does. */
  failNext(failure: { count: number; status: 429 | 503; retryAfterSeconds: number }): void;
  activity(options?: { counts?: Partial<TMlsActivityCounts> }): TMlsActivitySummary;
  stop(): Promise<void>;
};

export const DEFAULT_PAGING: TPagingBehaviour = {
  paging: 'nextLink',
  preferMaxPageSize: 'remembered',
  defaultPageSize: 100,
  maxPageSize: 1000,
  topSkipMiscount: false,
  countError: 0,
  ignoresSkip: false,
  requireMillisecondLiterals: true,
};

/** A RESO Web API server on loopback over the local catalogue (see README, "Local MLS"). */
export async function startLocalMls(options: TStartLocalMlsOptions): Promise<TLocalMls> {
  const now = options.now ?? Date.now;
  const store =
    options.store ??
    openLocalMlsStore({
      dataDir: options.dataDir,
      listingCount: options.listingCount,
      seed: options.seed,
      originatingSystemName: options.originatingSystemName,
    });
  const resources = createLocalMlsResources(store);
  /** The read-only collections, by entity set name (the service document lists them in this order). */
  const collections = {
    Property: () => resources.properties(),
    OpenHouse: () => resources.openHouses(),
    Member: () => resources.members(),
    Office: () => resources.offices(),
  };
  const credentials = {
    clientId: options.clientId ?? LOCAL_MLS_CLIENT_ID,
    clientSecret: options.clientSecret ?? LOCAL_MLS_CLIENT_SECRET,
    bearerToken: LOCAL_MLS_BEARER_TOKEN,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 900,
  };
  const auth = createLocalMlsAuth(credentials, now);
  const limiter = createRateLimiter(options.requestsPerSecond === undefined ? LOCAL_MLS_REQUESTS_PER_SECOND : options.requestsPerSecond, now);
  const behaviour = { ...DEFAULT_PAGING, ...options.paging };
  const requests: TLocalMlsRequest[] = [];
  const failures: { count: number; status: number; retryAfterSeconds: number }[] = [];
  let baseUrl = '';

  const runActivity = (counts?: Partial<TMlsActivityCounts>) => applyMlsActivity(store, { now: new Date(now()), counts });

  async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method === 'POST' && url.pathname === LOCAL_MLS_TOKEN_PATH) {
      const answer = auth.issueToken(new URLSearchParams(await readBody(request)), request.headers.authorization);
      return sendJson(response, answer.status, answer.body);
    }
    if (request.method === 'POST' && url.pathname === LOCAL_MLS_ACTIVITY_PATH) {
      const body = (await readBody(request)).trim();
      return sendJson(response, 200, runActivity(body ? (JSON.parse(body) as { counts?: Partial<TMlsActivityCounts> }).counts : undefined));
    }
    const media = /^\/media\/([^/]+)\/(\d+)\.png$/.exec(url.pathname);
    if (request.method === 'GET' && media) {
      const listing = resources.listing(decodeURIComponent(media[1]!));
      if (!listing || Number(media[2]) < 1 || Number(media[2]) > listing.Media.length) return sendJson(response, 404, odataError('NotFound', 'No such media'));
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
      return void response.end(mediaPicture(listing.ListingKey, Number(media[2])));
    }
    if (request.method === 'GET' && url.pathname === '/') return sendJson(response, 200, { name: LOCAL_MLS_NAME, ...localMlsUrls(baseUrl) });
    if (!url.pathname.startsWith(LOCAL_MLS_SERVICE_PATH)) return sendJson(response, 404, odataError('NotFound', `Nothing at ${url.pathname}`));
    if (request.method !== 'GET') return sendJson(response, 405, odataError('MethodNotAllowed', 'This server is read-only'));

    const caller = auth.authenticate(request);
    if ('error' in caller) {
      response.setHeader('www-authenticate', `Bearer error="invalid_token", error_description="${caller.error}"`);
      return sendJson(response, 401, odataError('Unauthorized', caller.error));
    }
    const failure = failures[0];
    if (failure) {
      if (--failure.count <= 0) failures.shift();
      response.setHeader('retry-after', String(failure.retryAfterSeconds));
      return sendJson(response, failure.status, odataError('Unavailable', 'The server is busy; retry later'));
    }
    const waitSeconds = limiter.admit(caller.clientId);
    if (waitSeconds !== null) {
      response.setHeader('retry-after', String(waitSeconds));
      return sendJson(
        response,
        429,
        odataError(
          'TooManyRequests',
          `More than ${options.requestsPerSecond ?? LOCAL_MLS_REQUESTS_PER_SECOND} requests per second; retry after ${waitSeconds} s`,
        ),
      );
    }
    const resource = url.pathname.slice(LOCAL_MLS_SERVICE_PATH.length).replace(/^\/+/, '');
    if (resource === '$metadata') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      return void response.end(resources.metadataXml());
    }
    if (resource === '')
      return sendJson(response, 200, {
        '@odata.context': `${baseUrl}${LOCAL_MLS_SERVICE_PATH}/$metadata`,
        value: Object.keys(collections).map((name) => ({ name, url: name })),
      });
    const records = Object.hasOwn(collections, resource) ? collections[resource as keyof typeof collections] : undefined;
    if (!records) return sendJson(response, 404, odataError('NotFound', `No resource ${resource}`));
    const answer = answerCollection(
      {
        records: records(),
        query: url.searchParams,
        prefer: preferHeader(request),
        requestUrl: new URL(`${baseUrl}${url.pathname}${url.search}`),
        contextUrl: `${baseUrl}${LOCAL_MLS_SERVICE_PATH}/$metadata#${resource}`,
        shape: (record, expand) => (resource === 'Property' ? shapeProperty(record, expand, baseUrl) : record),
      },
      behaviour,
    );
    if (answer.preferenceApplied) response.setHeader('preference-applied', answer.preferenceApplied);
    return sendJson(response, 200, answer.body);
  }

  const server = createServer((request, response) => {
    const url = unmounted(new URL(request.url ?? '/', 'http://local-mls'));
    response.on('finish', () => {
      requests.push({
        method: request.method ?? 'GET',
        url: `${url.pathname}${url.search}`,
        prefer: preferHeader(request),
        status: response.statusCode,
        at: now(),
      });
      if (requests.length > 10_000) requests.splice(0, requests.length - 10_000);
    });
    route(request, response, url).catch((error: unknown) => {
      if (error instanceof ODataQueryError) return sendJson(response, 400, odataError('BadRequest', error.message));
      console.error('local MLS:', error);
      sendJson(response, 500, odataError('InternalError', 'The local MLS failed; see its log'));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...localMlsUrls(baseUrl),
    ...credentials,
    name: LOCAL_MLS_NAME,
    store,
    listings: () => store.listings(baseUrl),
    requests,
    failNext: (failure) => void failures.push({ ...failure }),
    activity: (activityOptions) => runActivity(activityOptions?.counts),
    stop: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const preferHeader = (request: IncomingMessage): string | null => {
  const value = request.headers.prefer;
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
};

const odataError = (code: string, message: string) => ({ error: { code, message } });

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; odata.metadata=minimal' });
  response.end(JSON.stringify(body));
}
