import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { CRM_WEBHOOK_SIGNATURE_HEADER } from '@shared/constants/crm';
import { renderLocalCrmPage } from './local-crm-page';

/** The API key the stand-in's Follow Up Boss accepts (besides the failing ones; any other gets 401, as a wrong key would). */
export const LOCAL_CRM_API_KEY = 'local-fub-api-key-0001';

/** One request the stand-in took: which door, when, the headers worth showing, and the JSON body. */
export type TCrmReceived = { kind: 'follow-up-boss' | 'webhook'; path: string; receivedAt: string; headers: Record<string, string>; body: unknown };

export type TLocalCrm = {
  url: string;
  apiKey: string;
  /** A webhook address on the stand-in (any path under /webhooks/ records). */
  webhookUrl: string;
  received: () => readonly TCrmReceived[];
  stop: () => Promise<void>;
};

const SHOWN_HEADERS = ['x-system', 'x-system-key', CRM_WEBHOOK_SIGNATURE_HEADER, 'user-agent'];

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const FAILING_WEBHOOK_PATH = /^\/webhooks\/fail-(always|\d+)\//;
const FAILING_API_KEY = /^local-fub-fail-(always|\d+)(?:-|$)/;

/**
 * Webhook addresses and Follow Up Boss API keys that fail on purpose, so retries and the dead-letter
 * queue can be watched: `/webhooks/fail-always/…` and keys `local-fub-fail-always…` answer 503 every time,
 * `/webhooks/fail-<n>/…` and keys `local-fub-fail-<n>…` the first n times (counted per path or per key).
 */
function isToldToFail(door: string, pattern: RegExp, attempt: number): boolean {
  const match = pattern.exec(door);
  if (!match) return false;
  return match[1] === 'always' || attempt <= Number(match[1]);
}

const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const basicUser = (header: string | undefined) => {
  if (!header?.startsWith('Basic ')) return null;
  return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0] ?? null;
};

/**
 * A stand-in for the CRMs leads go to, on loopback: Follow Up Boss's `POST /v1/events` (HTTP Basic with
 * the API key as user) and webhook receivers under `/webhooks/…`. It records what it receives in
 * `<dataDir>/received.jsonl` and shows it at `/`; `/received.json` answers the same list. Webhook paths
 * starting `/webhooks/fail-always/` or `/webhooks/fail-<n>/`, and API keys starting `local-fub-fail-always`
 * or `local-fub-fail-<n>`, fail on purpose (see isToldToFail).
 */
export async function startLocalCrm(options: { port: number; dataDir: string }): Promise<TLocalCrm> {
  await mkdir(options.dataDir, { recursive: true });
  const file = join(options.dataDir, 'received.jsonl');
  const received: TCrmReceived[] = (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TCrmReceived);
  const attemptsByDoor = new Map<string, number>();
  let url = '';

  const record = async (entry: TCrmReceived) => {
    received.push(entry);
    await appendFile(file, `${JSON.stringify(entry)}\n`);
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    if (request.method === 'GET' && path === '/') {
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(renderLocalCrmPage(received, { apiKey: LOCAL_CRM_API_KEY, webhookUrl: `${url}/webhooks/demo` }));
    }
    if (request.method === 'GET' && path === '/received.json') return sendJson(response, 200, received);
    if (request.method !== 'POST') return sendJson(response, 404, { errorMessage: 'Not found' });
    const text = await readBody(request);
    const isEvents = path === '/v1/events';
    if (!isEvents && !path.startsWith('/webhooks/')) return sendJson(response, 404, { errorMessage: 'Not found' });
    const apiKey = isEvents ? basicUser(request.headers.authorization) : null;
    if (isEvents && apiKey !== LOCAL_CRM_API_KEY && !FAILING_API_KEY.test(apiKey ?? '')) return sendJson(response, 401, { errorMessage: 'Invalid API key' });
    const door = apiKey ?? path;
    const attempt = (attemptsByDoor.get(door) ?? 0) + 1;
    attemptsByDoor.set(door, attempt);
    if (isToldToFail(door, isEvents ? FAILING_API_KEY : FAILING_WEBHOOK_PATH, attempt)) {
      return sendJson(response, 503, { errorMessage: `The local CRM stand-in fails this ${isEvents ? 'API key' : 'address'} (attempt ${attempt})` });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return sendJson(response, 400, { errorMessage: 'The body is not JSON' });
    }
    const headers = Object.fromEntries(SHOWN_HEADERS.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name]]] : [])));
    await record({ kind: isEvents ? 'follow-up-boss' : 'webhook', path, receivedAt: new Date().toISOString(), headers, body });
    return sendJson(response, isEvents ? 201 : 200, isEvents ? { id: received.length } : { received: true });
  };

  const server = createServer((request, response) => {
    answer(request, response).catch((error: Error) => sendJson(response, 500, { errorMessage: error.message }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiKey: LOCAL_CRM_API_KEY,
    webhookUrl: `${url}/webhooks/demo`,
    received: () => received,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The handlers' CRM settings pointed at the stand-in (the connect form offers its key and webhook URL). */
export const localCrmEnvironment = (crm: TLocalCrm, retryBaseSeconds: number): Record<string, string> => ({
  FOLLOW_UP_BOSS_API_URL: crm.url,
  CRM_RETRY_BASE_SECONDS: String(retryBaseSeconds),
  CRM_STAND_IN_API_KEY: crm.apiKey,
  CRM_STAND_IN_WEBHOOK_URL: crm.webhookUrl,
});
