import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENTRIES } from './entries';
import { httpEntryKey, isWebhook, type TEntry } from './entries/entry-types';

const handlerFile = (entry: Exclude<TEntry, { kind: 'schedule' }>) => resolve(import.meta.dirname, `${entry.handler}.handler.ts`);
const withHandlers = [...ENTRIES.http, ...ENTRIES.workers];

describe('the entry table', () => {
  it('lists each method + path once', () => {
    const keys = ENTRIES.http.map(httpEntryKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('points every entry at an existing handler module', () => {
    for (const entry of withHandlers) expect(existsSync(handlerFile(entry)), entry.handler).toBe(true);
  });

  it('each handler module exports `handler`, defined with the very entry that names it', async () => {
    // Some handlers read their configuration while loading (the IP-hash salt).
    vi.stubEnv('SITE_ORIGIN', 'https://market.example');
    vi.stubEnv('IP_HASH_SALT', 'a-salt-of-sixteen-chars');
    for (const entry of withHandlers) {
      const module = (await import(handlerFile(entry))) as { handler?: { entry?: unknown } };
      expect(typeof module.handler, entry.handler).toBe('function');
      expect(module.handler?.entry, `${entry.handler} looks itself up under another key`).toBe(entry);
    }
  }, 60_000); // loads every handler module: seconds on a busy 2-core runner

  it('grants table reads and writes to every route that needs the session (signed-in routes)', () => {
    const missing = ENTRIES.http.filter(
      (r) => !isWebhook(r) && r.access !== 'public' && !(r.resources.includes('table:read') && r.resources.includes('table:write')),
    );
    expect(missing.map(httpEntryKey)).toEqual([]);
  });

  it('grants table reads and writes to every route an API key may call (the key is read, its counters and last use written)', () => {
    const keyed = ENTRIES.http.filter((entry) => !isWebhook(entry) && entry.apiScope);
    expect(keyed.length).toBeGreaterThan(0);
    for (const entry of keyed) expect(entry.resources, httpEntryKey(entry)).toEqual(expect.arrayContaining(['table:read', 'table:write']));
  });

  it('only state-changing routes take a body; navigations are GETs', () => {
    for (const route of ENTRIES.http) {
      if (isWebhook(route)) continue;
      if (route.body) expect(['POST', 'PUT', 'PATCH']).toContain(route.method);
      if (route.isNavigation) expect(route.method).toBe('GET');
    }
  });

  it('gives every worker a visibility timeout of at least six times its function timeout', () => {
    for (const worker of ENTRIES.workers) expect(worker.visibilityTimeoutSeconds, worker.queue).toBeGreaterThanOrEqual(6 * worker.timeoutSeconds);
  });

  it('sends every schedule group to a queue a worker consumes', () => {
    const queues = new Set(ENTRIES.workers.map((w) => w.queue));
    for (const schedule of ENTRIES.schedules) expect(queues.has(schedule.targetQueue), schedule.group).toBe(true);
  });
});
