import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export type TInitialJs = { files: number; rawKb: number; gzipKb: number };

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * The JavaScript a visitor downloads to see `url`: every script the page loads until the network is
 * idle, sized raw and gzipped (level 9, as the build writes it) from the bytes the page received, so the
 * figure does not depend on whether the server compresses.
 */
export async function measureInitialJs(chromiumPath: string, url: string): Promise<TInitialJs> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return scriptSizes(await Promise.all(bodies));
  } finally {
    await browser.close();
  }
}

/** The scripts index.html names and the modules it preloads (its static imports): the first chunk's files. */
export const entryScriptPaths = (html: string): string[] =>
  [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((match) => match[1] ?? match[2] ?? '');

/** Raw and gzipped (level 9, as the build writes it) sizes of a set of scripts. */
export function scriptSizes(bodies: Buffer[]): TInitialJs {
  const raw = bodies.reduce((sum, body) => sum + body.length, 0);
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { files: bodies.length, rawKb: kb(raw), gzipKb: kb(gzip) };
}

/**
 * The first chunk: the entry script index.html names and the modules it preloads (its static imports),
 * what the browser must run before the first screen renders. Screens loaded later are not in it.
 */
export async function measureEntryJs(baseUrl: string): Promise<TInitialJs> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  return scriptSizes(await Promise.all(entryScriptPaths(html).map(async (path) => Buffer.from(await (await fetch(new URL(path, baseUrl))).arrayBuffer()))));
}
