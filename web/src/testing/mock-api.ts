import { vi } from 'vitest';
import type { TCurrentUser } from '@shared/schemas/user.schema';

/** One call the app made; `query` holds the URL's search parameters. */
export type TApiCall = { method: string; path: string; query: Record<string, string>; body: unknown };
type TReply = Response | ((call: TApiCall) => Response | Promise<Response>);

export const jsonResponse = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

export const emptyResponse = (status: number, statusText = '') => new Response(null, { status, statusText });

export const signedOutReply = () => jsonResponse({ message: 'You are logged out. Sign in to continue.' }, 401, 'Unauthorized');

/**
 * Stubs fetch with a table of 'METHOD /path' → reply. Defaults: signed out, app mode 'live' (no badge).
 * Unknown routes answer 404. Returns the mock and the calls it saw.
 */
export function mockApi(routes: Record<string, TReply> = {}) {
  const table: Record<string, TReply> = {
    'GET /api/auth/user': signedOutReply,
    'GET /api/app-mode': () => jsonResponse({ APP_MODE: 'live' }),
    ...routes,
  };
  const calls: TApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: TApiCall = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = table[`${method} ${url.pathname}`];
    if (!reply) return jsonResponse({ message: `No mock for ${method} ${url.pathname}` }, 404, 'Not Found');
    return typeof reply === 'function' ? reply(call) : reply.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** Signed in as `user` (the session query answers with it). */
export const signedInAs = (user: TCurrentUser) => () => jsonResponse(user);
