import { measureEntryJs, measureInitialJs, scriptSizes } from './initial-js';
import { CHROME_PATH, type TPageScores, lighthouseScores, onSeededMarketplace } from './seeded-web';

/**
 * `npm run bench:web`: builds the SPA, starts the embedded marketplace with the demo data on a throwaway
 * data folder, and runs Lighthouse 12 (mobile preset, simulated throttling, Debian's Chromium, nothing
 * leaves the machine) on the four pages a visitor lands on. Prints performance and accessibility per page
 * and the JavaScript a visitor on / downloads; per page, the main thread's script time (evaluate, parse, compile;
 * scaled by the simulated CPU slowdown) and the gzip size of the scripts it loaded, which move less with load. Scores move with machine load: each page is measured
 * BENCH_WEB_RUNS times (3 by default, in turns) and the median run is shown; compare runs made together.
 */
async function firstPropertyId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/properties`);
  const body = (await response.json()) as { items?: { id: string }[] } | { id: string }[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  if (!items[0]) throw new Error('The demo catalogue has no listing to open');
  return items[0].id;
}

/** The gzipped size of the scripts a page loaded (level 9, as the build writes it), whatever encoding the server chose. */
async function scriptsGzipKb(urls: string[]): Promise<string> {
  const sizes = scriptSizes(await Promise.all(urls.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer()))));
  return `${sizes.gzipKb} KB (${sizes.files})`;
}

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

/** The run with the median performance score: its other figures belong to the same load. */
const medianRun = (runs: TPageScores[]): TPageScores => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)] as TPageScores;

async function main() {
  await onSeededMarketplace('web', async ({ url, chromePort }) => {
    const pages = ['/', '/listings', `/property/${await firstPropertyId(url)}`, '/map'];
    const entryJs = await measureEntryJs(url);
    const initialJs = await measureInitialJs(CHROME_PATH, `${url}/`);
    console.log(`First chunk (entry + static imports): ${entryJs.gzipKb} KB gzip, ${entryJs.rawKb} KB raw, ${entryJs.files} files`);
    console.log(`All JavaScript a visitor on / loads:   ${initialJs.gzipKb} KB gzip, ${initialJs.rawKb} KB raw, ${initialJs.files} files\n`);
    const runs = new Map<string, TPageScores[]>(pages.map((path) => [path, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const path of pages) runs.get(path)?.push(await lighthouseScores(chromePort, `${url}${path}`));
    }
    console.log(`Lighthouse 12 mobile, median of ${RUNS}  performance (all runs)  accessibility  LCP      TBT      CLS   script   JS gzip`);
    for (const path of pages) {
      const all = runs.get(path) ?? [];
      const median = medianRun(all);
      const label = path.startsWith('/property/') ? '/property/:id' : path;
      const performance = `${median.performance} (${all.map((scores) => scores.performance).join(', ')})`;
      const lcp = `${(median.lcpMs / 1000).toFixed(1)} s`;
      const js = await scriptsGzipKb(median.scriptUrls);
      const script = `${Math.round(median.scriptMs)} ms`;
      console.log(
        `${label.padEnd(33)}${performance.padEnd(24)}${String(median.accessibility).padEnd(15)}${lcp.padEnd(9)}${`${Math.round(median.tbtMs)} ms`.padEnd(9)}${median.cls.toFixed(2).padEnd(6)}${script.padEnd(9)}${js}`,
      );
    }
  });
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
