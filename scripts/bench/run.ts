import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TDeps } from '../../functions/src/services/deps';
import { type TRuntime, type TRuntimeOptions, startEmbeddedRuntime } from '../../infra/local/runtime';
import { REPO_ROOT } from '../../infra/local/web-build';
import { benchAnalytics } from './analytics.bench';
import { benchAuthUser } from './auth-user.bench';
import { benchListings } from './listings.bench';
import { formatColdStarts, measureColdStarts } from './cold-starts.bench';
import { benchCrmDelivery } from './crm-delivery.bench';
import { benchLeads } from './leads.bench';
import { benchMap } from './map.bench';
import { benchMlsSync } from './mls-sync.bench';
import { benchPlaces } from './places.bench';
import { benchPoller } from './poller.bench';
import { benchSearchAlertIndex, type TWideMix } from './search-alert-index.bench';
import { benchSearchAlerts } from './search-alerts.bench';
import { benchStripeWebhook } from './stripe-webhook.bench';

/**
 * `npm run bench`: starts an embedded runtime on loopback (no web UI, no demo data) and prints the
 * figures the issues ask for. The loaded catalogue is kept in BENCH_DATA_DIR (default .data/bench), so
 * only the first run pays for loading it. Numbers depend on the machine; compare runs on the same one.
 */
const RUNTIME = { port: 0, servicePorts: { dynamodb: 0, s3: 0, sqs: 0, scheduler: 0 }, web: 'none', appMode: 'live', logLevel: 'silent', seed: false } as const;

async function main() {
  const only = process.env.BENCH_ONLY;
  if (only === 'listings') return benchAuthAndListings();
  if (only === 'auth-user') return onFreshData('auth-user', (runtime) => benchAuthUser(runtime.url));
  if (only === 'map') return benchMapOnFreshData();
  if (only === 'places') return onFreshData('places', (runtime) => benchPlaces(runtime.url));
  if (only === 'leads') return benchLeadsOnFreshData();
  if (only === 'analytics') return benchAnalyticsOnFreshData();
  if (only === 'cold-starts') return console.log(['', ...formatColdStarts(await measureColdStarts(REPO_ROOT))].join('\n'));
  if (only === 'mls-sync') return benchMlsSyncOnFreshData();
  if (only === 'stripe-webhook') return benchStripeWebhookOnFreshData();
  if (only === 'crm-delivery') return benchCrmDeliveryOnFreshData();
  // Warnings shown: a message that fails waits out the queue's visibility timeout (6 minutes), which is how a failing put once looked like slowness.
  if (only === 'search-alerts')
    return onFreshData(
      'search-alerts',
      (_runtime, deps) =>
        benchSearchAlerts(deps.db, { searches: Number(process.env.BENCH_ALERT_SEARCHES ?? 50_000), events: Number(process.env.BENCH_ALERT_EVENTS ?? 10_000) }),
      { logLevel: 'warn' },
    );
  if (only === 'search-alert-index') return benchSearchAlertIndexOnFreshData();
  if (only === 'poller') return console.log(['', ...(await benchPoller(Number(process.env.BENCH_MESSAGES ?? 10_000)))].join('\n'));
  // Each part in its own process: the handlers' configuration and SDK clients are per process.
  for (const part of [
    'cold-starts',
    'poller',
    'listings',
    'map',
    'places',
    'leads',
    'analytics',
    'mls-sync',
    'stripe-webhook',
    'crm-delivery',
    'search-alerts',
    'search-alert-index',
  ]) {
    const result = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_ONLY: part },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/**
 * Throwaway data folders go to a RAM disk where there is one (Linux's /dev/shm): DynamoDB Local writes
 * through SQLite, and loading 100,000 listings there takes 2 minutes instead of 4 or more. BENCH_TMPDIR overrides.
 */
const throwawayRoot = () => process.env.BENCH_TMPDIR ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/** Starts a runtime on a throwaway data folder, runs `bench` with it and the handlers' dependencies, prints its lines, and cleans up. */
async function onFreshData(name: string, bench: (runtime: TRuntime, deps: TDeps) => Promise<string[]>, options: Partial<TRuntimeOptions> = {}) {
  const dataDir = mkdtempSync(join(throwawayRoot(), `marketplace-bench-${name}-`));
  const runtime = await startEmbeddedRuntime({ ...RUNTIME, ...options, dataDir });
  try {
    const { getDeps } = await import('../../functions/src/deps');
    console.log(['', ...(await bench(runtime, getDeps()))].join('\n'));
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The map bench needs open houses relative to today, so it gets a throwaway data folder: BENCH_MAP_LISTINGS
 * (default 100,000) listings over every state, BENCH_OPEN_HOUSES (default 20,000) of them with an upcoming
 * open house, BENCH_MAP_RUNS (default 30) requests per figure.
 */
const benchMapOnFreshData = () =>
  onFreshData('map', (runtime, deps) =>
    benchMap(runtime.url, deps.db, {
      listings: Number(process.env.BENCH_MAP_LISTINGS ?? 100_000),
      openHouses: Number(process.env.BENCH_OPEN_HOUSES ?? 20_000),
      runs: Number(process.env.BENCH_MAP_RUNS ?? 30),
    }),
  );

/** The leads bench writes one agent's leads straight to a throwaway table. */
const benchLeadsOnFreshData = () => onFreshData('leads', (runtime, deps) => benchLeads(runtime.url, deps.db, Number(process.env.BENCH_LEADS ?? 10_000)));

/** GET /api/analytics over a year of one agent's rollups, written straight to a throwaway table. */
const benchAnalyticsOnFreshData = () =>
  onFreshData('analytics', (runtime, deps) => benchAnalytics(runtime.url, deps.db, Number(process.env.BENCH_ANALYTICS_LISTINGS ?? 50)));

/** MLS sync end to end: a throwaway data folder with a local MLS of BENCH_MLS_LISTINGS (default 10,000) listings. */
function benchMlsSyncOnFreshData() {
  const count = Number(process.env.BENCH_MLS_LISTINGS ?? 10_000);
  return onFreshData('mls', (runtime, deps) => benchMlsSync(deps, runtime.url, runtime.mls!, count), {
    mls: { resoPort: 0, retsPort: 0, listingCount: count },
  });
}

/** Signed provider events through POST /api/stripe/webhook on a throwaway data folder. */
const benchStripeWebhookOnFreshData = () =>
  onFreshData('stripe', (runtime, deps) =>
    benchStripeWebhook(runtime.url, deps.db, runtime.handlerEnv.STRIPE_WEBHOOK_SECRET!, Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000)),
  );

/** BENCH_CRM_LEADS (default 1,000) leads delivered through the queue to the CRM stand-in, on a throwaway data folder. */
const benchCrmDeliveryOnFreshData = () =>
  onFreshData('crm', (runtime, deps) => benchCrmDelivery(runtime.url, deps, runtime.crm, Number(process.env.BENCH_CRM_LEADS ?? 1000)));

/**
 * The saved-search alert index, through the matcher itself on a throwaway data folder: BENCH_INDEX_AREA_SEARCHES
 * (default 45,000) area searches, then BENCH_INDEX_WIDE_SEARCHES (default 5,000) country-wide ones added
 * (BENCH_WIDE_MIX: kind, the default, or broad), against BENCH_INDEX_EVENTS (default 1,000) listing events.
 */
const benchSearchAlertIndexOnFreshData = () =>
  onFreshData('search-alert-index', (_runtime, deps) =>
    benchSearchAlertIndex(deps, {
      areaSearches: Number(process.env.BENCH_INDEX_AREA_SEARCHES ?? 45_000),
      wideSearches: Number(process.env.BENCH_INDEX_WIDE_SEARCHES ?? 5_000),
      events: Number(process.env.BENCH_INDEX_EVENTS ?? 1_000),
      mix: (process.env.BENCH_WIDE_MIX ?? 'kind') as TWideMix,
    }),
  );

async function benchAuthAndListings() {
  const dataDir = process.env.BENCH_DATA_DIR ?? join(REPO_ROOT, '.data', 'bench');
  mkdirSync(dataDir, { recursive: true });
  const runtime = await startEmbeddedRuntime({ ...RUNTIME, dataDir });
  try {
    console.log(`Embedded runtime at ${runtime.url} (data in ${dataDir})\n`);
    for (const line of await benchAuthUser(runtime.url)) console.log(line);
    const { getDeps } = await import('../../functions/src/deps');
    console.log('');
    const count = Number(process.env.BENCH_LISTINGS ?? 100_000);
    for (const line of await benchListings(runtime.url, getDeps().db, count)) console.log(line);
  } finally {
    await runtime.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
