/** A fresh agent signed up through the API, as a bench's owner of what it loads; returns their session cookie and id. */
export async function signUpBenchAgent(baseUrl: string, label: string): Promise<{ cookie: string; agentId: string }> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const email = `bench.${label}.${Date.now()}@example.test`;
  const signup = await fetch(`${baseUrl}/api/auth/signup/pro`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      role: 'AGENT',
      displayName: 'Bench Agent',
      email,
      password: 'bench-password-123',
      brokerageName: 'Bench Realty',
      consents: { terms: true },
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const cookie = (signup.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const user = (await (await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } })).json()) as { id: string };
  return { cookie, agentId: user.id };
}
