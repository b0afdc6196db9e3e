import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startEmbeddedRuntime } from '../../infra/local/runtime';
import { buildWeb } from '../../infra/local/web-build';
import { measureEntryJs, measureInitialJs } from './initial-js';

/**
 * `npm run bench:web`: builds the SPA, starts the embedded marketplace with the demo data on a throwaway
 * data folder, and runs Lighthouse 12 (mobile preset, simulated throttling, Debian's Chromium, nothing
 * leaves the machine) on the four pages a visitor lands on. Prints performance and accessibility per page
 * and the JavaScript a visitor on / downloads. Scores move with machine load: each page is measured
 * BENCH_WEB_RUNS times (3 by default, in turns) and the median run is shown; compare runs made together.
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

async function firstPropertyId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/properties`);
  const body = (await response.json()) as { items?: { id: string }[] } | { id: string }[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  if (!items[0]) throw new Error('The demo catalogue has no listing to open');
  return items[0].id;
}

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

type TPageScores = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number };

async function lighthouseScores(port: number, url: string): Promise<TPageScores> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance', 'accessibility'], output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** The run with the median performance score: its other figures belong to the same load. */
const medianRun = (runs: TPageScores[]): TPageScores => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)] as TPageScores;

async function main() {
  if (process.env.BENCH_WEB_SKIP_BUILD !== 'true') await buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-web-'));
  const runtime = await startEmbeddedRuntime({ port: 0, servicePorts: { dynamodb: 0, s3: 0, sqs: 0, scheduler: 0 }, dataDir, web: 'static', appMode: 'live', logLevel: 'silent', seed: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const pages = ['/', '/listings', `/property/${await firstPropertyId(runtime.url)}`, '/map'];
    const entryJs = await measureEntryJs(runtime.url);
    const initialJs = await measureInitialJs(CHROME_PATH, `${runtime.url}/`);
    console.log(`First chunk (entry + static imports): ${entryJs.gzipKb} KB gzip, ${entryJs.rawKb} KB raw, ${entryJs.files} files`);
    console.log(`All JavaScript a visitor on / loads:   ${initialJs.gzipKb} KB gzip, ${initialJs.rawKb} KB raw, ${initialJs.files} files\n`);
    const runs = new Map<string, TPageScores[]>(pages.map((path) => [path, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const path of pages) runs.get(path)?.push(await lighthouseScores(chrome.port, `${runtime.url}${path}`));
    }
    console.log(`Lighthouse 12 mobile, median of ${RUNS}  performance (all runs)  accessibility  LCP      TBT      CLS`);
    for (const path of pages) {
      const all = runs.get(path) ?? [];
      const median = medianRun(all);
      const label = path.startsWith('/property/') ? '/property/:id' : path;
      const performance = `${median.performance} (${all.map((scores) => scores.performance).join(', ')})`;
      const lcp = `${(median.lcpMs / 1000).toFixed(1)} s`;
      console.log(`${label.padEnd(33)}${performance.padEnd(24)}${String(median.accessibility).padEnd(15)}${lcp.padEnd(9)}${`${Math.round(median.tbtMs)} ms`.padEnd(9)}${median.cls.toFixed(2)}`);
    }
  } finally {
    chrome.kill();
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
