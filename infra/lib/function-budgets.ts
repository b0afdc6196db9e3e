import { ENTRIES, type TEntryTable } from '../../functions/src/entries';
import { httpEntryKey } from '../../functions/src/entries/entry-types';

/**
 * Issue 41's bundle budgets (minified bytes as Lambda gets them; KB = 1,024 bytes), held by
 * infra/test/route-bundles.infra.test.ts and printed beside each function by `npm run bench`'s cold starts.
 * The read routes every visitor hits stay light; any other route may carry the one vendor SDK it calls
 * (the stripe package, an AWS service client), a worker the sync it runs.
 */
export const BUDGET_KB = { 'hot read': 300, route: 650, worker: 900 } as const;

export type TFunctionKind = keyof typeof BUDGET_KB;

/**
 * Issue 41's module-init targets (import in a fresh Node process, median of 5): the bench prints them beside
 * each function; no test asserts a time, which moves with the machine's load. Workers have none.
 */
export const INIT_TARGET_MS: Readonly<Partial<Record<TFunctionKind, number>>> = { 'hot read': 60, route: 120 };

/** The read routes every visitor hits: signed-in user, browse, a listing, the map, place search, the open-house lists. */
export const HOT_READ_ROUTES: readonly string[] = [
  'GET /api/auth/user',
  'GET /api/properties',
  'GET /api/properties/{id}',
  'GET /api/map/listings',
  'GET /api/places/suggest',
  'GET /api/map/all-open-houses',
  'GET /api/properties/{id}/open-houses',
  'GET /api/agent/{userId}/properties-with-open-houses',
  'GET /api/agent/properties-with-open-houses',
  'GET /api/broker/{userId}/brokerage-open-houses',
  'GET /api/broker/brokerage-open-houses',
  'GET /api/users/saved-open-houses',
];

/** One function infra builds: its handler module, what calls it (`GET /api/…`, `POST /api/stripe/webhook`, `queue mls-sync`), its kind. */
export type TBudgetedFunction = { module: string; name: string; kind: TFunctionKind; budgetKb: number };

/** Every function of the entry table (HTTP routes and webhooks, queue workers) with its budget. */
export function budgetedFunctions(entries: TEntryTable = ENTRIES): TBudgetedFunction[] {
  const routes = entries.http.map((entry) => {
    const name = httpEntryKey(entry);
    const kind: TFunctionKind = HOT_READ_ROUTES.includes(name) ? 'hot read' : 'route';
    return { module: entry.handler, name, kind, budgetKb: BUDGET_KB[kind] };
  });
  const workers = entries.workers.map((worker) => ({
    module: worker.handler,
    name: `queue ${worker.queue}`,
    kind: 'worker' as const,
    budgetKb: BUDGET_KB.worker,
  }));
  return [...routes, ...workers];
}
