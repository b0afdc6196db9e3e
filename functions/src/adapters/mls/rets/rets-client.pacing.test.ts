import type { TReplayAnswer, TReplayServer } from './testing/replay-server';
import { startReplayServer } from './testing/replay-server';
import { createRetsClient } from './rets-client';

/** Time that passes only when the client waits, so every wait is seen and costs nothing. */
function recordingClock() {
  let time = 0;
  const waits: number[] = [];
  return { waits, clock: { now: () => time, sleep: async (ms: number) => void (waits.push(ms), (time += ms)) } };
}

/** The flexmls recordings without Digest, with a Search whose answers the test lines up. */
function flexmls(searchAnswers: TReplayAnswer[]) {
  return (url: URL): TReplayAnswer => {
    const type = url.searchParams.get('Type');
    if (url.pathname === '/rets2_1/Login') return 'login-success-flexmls-1.7.2.xml';
    if (url.pathname === '/rets2_1/Search') return searchAnswers.shift() ?? 'search-no-records-20201.xml';
    if (url.pathname === '/rets2_1/Logout') return 'logout-success-flexmls.xml';
    if (type === 'METADATA-SYSTEM') return 'metadata-system-standard-xml-flexmls.xml';
    if (type === 'METADATA-RESOURCE') return 'metadata-resource-standard-xml-flexmls.xml';
    if (type === 'METADATA-CLASS') return 'metadata-class-standard-xml-flexmls.xml';
    return 'metadata-table-standard-xml-flexmls-class-A.xml';
  };
}

let server: TReplayServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function clientFor(searchAnswers: TReplayAnswer[], extra: { requestsPerSecond?: number; maxRetryAfterMs?: number } = {}) {
  server = await startReplayServer({ answer: flexmls(searchAnswers) });
  const { clock, waits } = recordingClock();
  const client = createRetsClient(
    {
      loginUrl: `${server.url}/rets2_1/Login`,
      username: 'u',
      password: 'p',
      userAgent: 'OpenHouse/1.0',
      metadataFormat: 'STANDARD-XML',
      readOpenHouses: false,
      requestsPerSecond: 1000,
      ...extra,
    },
    { clock },
  );
  return { client, waits, searches: () => server?.requests.filter((request) => request.url.pathname === '/rets2_1/Search') ?? [] };
}

const syncAll = async (client: ReturnType<typeof createRetsClient>) => {
  for await (const page of client.replicate({ modifiedSince: null, pageSize: 10 })) void page;
};

describe('RETS requests are paced and retried like RESO ones', () => {
  it('keeps 2 requests a second by default', async () => {
    const { client, waits } = await clientFor([], { requestsPerSecond: undefined });
    await expect(client.testConnection()).resolves.toMatchObject({ ok: true });
    // Login and four metadata requests: the first goes at once, each next one 500 ms after it.
    expect(client.requestCount).toBe(5);
    expect(waits).toEqual([500, 500, 500, 500]);
  });

  it('answers 429 by waiting its Retry-After, then reads the 200', async () => {
    const tooMany = { status: 429, headers: { 'Retry-After': '7' }, body: 'Too Many Requests' };
    const { client, waits, searches } = await clientFor([tooMany]);
    await expect(syncAll(client)).resolves.toBeUndefined();
    expect(searches()).toHaveLength(2);
    expect(waits).toContain(7000);
  });

  it('backs off on 503 without Retry-After, and fails readably when asked to wait longer than the sync waits', async () => {
    const unavailable = { status: 503, body: 'Service Unavailable' };
    const backingOff = await clientFor([unavailable, unavailable]);
    await expect(syncAll(backingOff.client)).resolves.toBeUndefined();
    expect(backingOff.searches()).toHaveLength(3);
    expect(backingOff.waits.filter((ms) => ms >= 1000)).toEqual([1000, 2000]);
    await server?.close();

    const longWait = { status: 503, headers: { 'Retry-After': '3600' }, body: 'Down for maintenance' };
    const refusing = await clientFor([longWait], { maxRetryAfterMs: 60_000 });
    await expect(syncAll(refusing.client)).rejects.toThrow('The MLS server asked to wait 3600 s (503), longer than this sync waits');
  });
});
