import { formatLoad, measureLoad } from './load';

/** Issue 2: sign-up/sign-in cost (scrypt) and GET /api/auth/user at 50 connections with a valid session. */
export async function benchAuthUser(baseUrl: string): Promise<string[]> {
  const email = `bench.${Date.now()}@example.test`;
  const password = 'bench-password-123';
  const headers = { 'content-type': 'application/json', origin: baseUrl };

  let started = performance.now();
  const signup = await fetch(`${baseUrl}/api/auth/signup/buyer`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench User', email, password, consents: { terms: true } }) });
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

  const load = await measureLoad({ url: `${baseUrl}/api/auth/user`, connections: 50, seconds: 10, headers: { cookie } });
  return [
    `sign-up (one scrypt hash + 3-item transaction + session): ${signupMs.toFixed(0)} ms`,
    `sign-in median of 5 (one scrypt verify + session rotation): ${signinTimes[2]?.toFixed(0)} ms`,
    formatLoad('GET /api/auth/user, 50 connections, 10 s', load),
  ];
}
