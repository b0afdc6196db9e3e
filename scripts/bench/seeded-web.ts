import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startEmbeddedRuntime } from '../../infra/local/runtime';
import { buildWeb } from '../../infra/local/web-build';

/** Debian's Chromium, headless, with nothing leaving the machine. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export type TPageScores = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread time spent evaluating, parsing and compiling script, scaled by the simulated 4x CPU slowdown. */
  scriptMs: number;
  /** The scripts the page loaded (same origin), for sizing: scores move with machine load, bytes do not. */
  scriptUrls: string[];
};

type TWorkItem = { group?: string; duration?: number };
type TRequestItem = { url?: string; resourceType?: string };
const SCRIPT_GROUPS = new Set(['scriptEvaluation', 'scriptParseCompile']);

const detailItems = <T>(details: unknown): T[] =>
  details && typeof details === 'object' && 'items' in details && Array.isArray(details.items) ? (details.items as T[]) : [];

/** Lighthouse 12 (mobile preset, simulated throttling) on `url` through the Chromium at `chromePort`. */
export async function lighthouseScores(chromePort: number, url: string): Promise<TPageScores> {
  const result = await lighthouse(url, { port: chromePort, onlyCategories: ['performance', 'accessibility'], output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptMs: detailItems<TWorkItem>(audits['mainthread-work-breakdown']?.details)
      .filter((item) => SCRIPT_GROUPS.has(item.group ?? ''))
      .reduce((sum, item) => sum + (item.duration ?? 0), 0),
    scriptUrls: detailItems<TRequestItem>(audits['network-requests']?.details)
      .filter((item) => item.resourceType === 'Script' && item.url?.startsWith(new URL(url).origin))
      .map((item) => item.url ?? ''),
  };
}

/**
 * Builds the SPA (unless BENCH_WEB_SKIP_BUILD=true), starts the embedded marketplace with the demo data on
 * a throwaway data folder and a headless Chromium, runs `measure` on them, then stops both and removes the folder.
 */
export async function onSeededMarketplace(name: string, measure: (marketplace: { url: string; chromePort: number }) => Promise<void>): Promise<void> {
  if (process.env.BENCH_WEB_SKIP_BUILD !== 'true') await buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), `marketplace-bench-${name}-`));
  const runtime = await startEmbeddedRuntime({
    port: 0,
    servicePorts: { dynamodb: 0, s3: 0, sqs: 0, scheduler: 0 },
    dataDir,
    web: 'static',
    appMode: 'live',
    logLevel: 'silent',
    seed: true,
  });
  try {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      await measure({ url: runtime.url, chromePort: chrome.port });
    } finally {
      chrome.kill();
    }
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
