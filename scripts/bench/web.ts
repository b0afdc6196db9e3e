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
 * and the JavaScript a visitor on / downloads. Scores move with machine load: compare runs made together.
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

async function lighthouseScores(port: number, url: string) {
  const result = await lighthouse(url, { port, onlyCategories: ['performance', 'accessibility'], output: 'json', logLevel: 'error' });
  const categories = result?.lhr.categories;
  const score = (value: number | null | undefined) => (value == null ? 'n/a' : String(Math.round(value * 100)));
  const lcp = result?.lhr.audits['largest-contentful-paint']?.displayValue ?? 'n/a';
  return { performance: score(categories?.performance?.score), accessibility: score(categories?.accessibility?.score), lcp };
}

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
    console.log('Lighthouse 12 mobile        performance  accessibility  LCP');
    for (const path of pages) {
      const scores = await lighthouseScores(chrome.port, `${runtime.url}${path}`);
      const label = path.startsWith('/property/') ? '/property/:id' : path;
      console.log(`${label.padEnd(28)}${scores.performance.padEnd(13)}${scores.accessibility.padEnd(15)}${scores.lcp}`);
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
