import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedRuntime } from '../../infra/local/runtime';
import { REPO_ROOT } from '../../infra/local/web-build';
import { benchAuthUser } from './auth-user.bench';
import { benchListings } from './listings.bench';
import { formatBundleFigures, measureBundles } from './bundles.bench';
import { benchLeads } from './leads.bench';
import { benchMap } from './map.bench';
import { benchMlsSync } from './mls-sync.bench';
import { benchPoller } from './poller.bench';
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
  if (only === 'map') return benchMapOnFreshData();
  if (only === 'leads') return benchLeadsOnFreshData();
  if (only === 'bundles') return console.log(['', ...formatBundleFigures(await measureBundles(REPO_ROOT))].join('\n'));
  if (only === 'mls-sync') return benchMlsSyncOnFreshData();
  if (only === 'stripe-webhook') return benchStripeWebhookOnFreshData();
  if (only === 'poller') return console.log(['', ...(await benchPoller(Number(process.env.BENCH_MESSAGES ?? 10_000)))].join('\n'));
  // Each part in its own process: the handlers' configuration and SDK clients are per process.
  for (const part of ['bundles', 'poller', 'listings', 'map', 'leads', 'mls-sync', 'stripe-webhook']) {
    const result = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit', env: { ...process.env, BENCH_ONLY: part } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/** The map bench needs open houses relative to today, so it gets a throwaway data folder. */
async function benchMapOnFreshData() {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-map-'));
  const runtime = await startEmbeddedRuntime({ ...RUNTIME, dataDir });
  try {
    const { getDeps } = await import('../../functions/src/deps');
    console.log('');
    for (const line of await benchMap(runtime.url, getDeps().db, Number(process.env.BENCH_OPEN_HOUSES ?? 5000))) console.log(line);
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The leads bench writes one agent's leads straight to a throwaway table. */
async function benchLeadsOnFreshData() {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-leads-'));
  const runtime = await startEmbeddedRuntime({ ...RUNTIME, dataDir });
  try {
    const { getDeps } = await import('../../functions/src/deps');
    console.log('');
    for (const line of await benchLeads(runtime.url, getDeps().db, Number(process.env.BENCH_LEADS ?? 10_000))) console.log(line);
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** MLS sync end to end: a throwaway data folder with a local MLS of BENCH_MLS_LISTINGS (default 10,000) listings. */
async function benchMlsSyncOnFreshData() {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-mls-'));
  const count = Number(process.env.BENCH_MLS_LISTINGS ?? 10_000);
  const runtime = await startEmbeddedRuntime({ ...RUNTIME, dataDir, mls: { resoPort: 0, retsPort: 0, listingCount: count } });
  try {
    const { getDeps } = await import('../../functions/src/deps');
    console.log('');
    for (const line of await benchMlsSync(getDeps(), runtime.mls!, count)) console.log(line);
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signed provider events through POST /api/stripe/webhook on a throwaway data folder. */
async function benchStripeWebhookOnFreshData() {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-stripe-'));
  const runtime = await startEmbeddedRuntime({ ...RUNTIME, dataDir });
  try {
    const { getDeps } = await import('../../functions/src/deps');
    const lines = await benchStripeWebhook(runtime.url, getDeps().db, runtime.handlerEnv.STRIPE_WEBHOOK_SECRET!, Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000));
    console.log(['', ...lines].join('\n'));
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

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
