import { Agent, fetch } from 'undici';
import { inject } from 'vitest';

export type TApiResponse<T = unknown> = { status: number; body: T; headers: Headers; cookies: string[] };

/** A loopback address of its own (Linux routes all of 127/8 to loopback), so each client is its own connection to the per-IP limits. */
const randomLoopbackAddress = () => `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * A tiny cookie-keeping HTTP client for API tests: one instance is one browser, connecting from an address
 * of its own, as separate visitors do (per-IP limits then count one test's requests, not the whole suite's).
 * State-changing requests carry the site's Origin unless a test overrides it.
 */
export function createApiClient() {
  const baseUrl = inject('apiBaseUrl');
  const jar = new Map<string, string>();
  const dispatcher = new Agent({ localAddress: randomLoopbackAddress() });

  async function request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { json?: unknown; rawBody?: string; headers?: Record<string, string>; redirect?: RequestRedirect } = {},
  ): Promise<TApiResponse<T>> {
    const headers: Record<string, string> = { origin: baseUrl, ...options.headers };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    } else if (options.rawBody !== undefined) body = options.rawBody;
    const response = await fetch(baseUrl + path, { method, headers, body, redirect: options.redirect ?? 'manual', dispatcher });
    const cookies = response.headers.getSetCookie();
    for (const cookie of cookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const isExpired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (isExpired || value === '') jar.delete(name.trim());
      else jar.set(name.trim(), value.trim());
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: parsed as T, headers: response.headers, cookies };
  }

  return {
    baseUrl,
    jar,
    get: <T = Record<string, unknown>>(path: string, headers?: Record<string, string>) => request<T>('GET', path, { headers }),
    post: <T = Record<string, unknown>>(path: string, json?: unknown, headers?: Record<string, string>) => request<T>('POST', path, { json, headers }),
    request,
  };
}

let counter = 0;
/** A unique e-mail per call, so tests never collide on the shared table. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}.${(counter++).toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.test`;
