import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatLoad, measureLoad, type TLoadResult } from './load';

/**
 * A bare Node server answering a small JSON body at 50 connections, in the same process and run as the
 * runtime: the ceiling for any route on this machine now, so figures read as a share of it across runs
 * on a shared machine.
 */
async function measureBareServer(seconds: number): Promise<TLoadResult> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await measureLoad({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, connections: 50, seconds });
  } finally {
    server.close();
  }
}

const share = (route: TLoadResult, bare: TLoadResult) => `${((100 * route.rps) / bare.rps).toFixed(1)}% of the bare server`;

/** Issue 2: sign-up/sign-in cost (scrypt) and GET /api/auth/user at 50 connections with a valid session. */
export async function benchAuthUser(baseUrl: string): Promise<string[]> {
  const email = `bench.${Date.now()}@example.test`;
  const password = 'bench-password-123';
  const headers = { 'content-type': 'application/json', origin: baseUrl };

  let started = performance.now();
  const signup = await fetch(`${baseUrl}/api/auth/signup/buyer`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench User', email, password, consents: { terms: true } }),
  });
  const signupMs = performance.now() - started;
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);

  const signinTimes: number[] = [];
  let cookie = '';
  for (let i = 0; i < 5; i++) {
    started = performance.now();
    const signin = await fetch(`${baseUrl}/api/auth/signin`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    signinTimes.push(performance.now() - started);
    cookie = (signin.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  }
  signinTimes.sort((a, b) => a - b);

  const bare = await measureBareServer(5);
  const appMode = await measureLoad({ url: `${baseUrl}/api/app-mode`, connections: 50, seconds: 5 });
  const load = await measureLoad({ url: `${baseUrl}/api/auth/user`, connections: 50, seconds: 10, headers: { cookie } });
  return [
    `sign-up (one scrypt hash + 3-item transaction + session): ${signupMs.toFixed(0)} ms`,
    `sign-in median of 5 (one scrypt verify + session rotation): ${signinTimes[2]?.toFixed(0)} ms`,
    formatLoad('bare Node server, 50 connections, 5 s', bare),
    `${formatLoad('GET /api/app-mode, 50 connections, 5 s', appMode)} (${share(appMode, bare)})`,
    `${formatLoad('GET /api/auth/user signed in, 50 connections, 10 s', load)} (${share(load, bare)})`,
  ];
}
