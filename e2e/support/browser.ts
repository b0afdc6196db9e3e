import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { PageProblems } from './page-problems';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium keeps dialling out, and this network refuses it. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Where a failing journey leaves a screenshot of its last screen. */
export const FAILURE_SHOTS_DIR = process.env.E2E_FAILURE_SHOTS_DIR ?? join(tmpdir(), 'e2e-failures');
/** Set E2E_SHOTS_DIR to keep the named screenshots journeys take of the screens worth looking at. */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/** Debian's Chromium driven by playwright-core (nothing downloaded); it makes its own empty profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
}

export type TBrowserSession = { context: BrowserContext; page: Page; baseUrl: string; problems: PageProblems };

/** A fresh browser context (its own cookies) with a page on the marketplace, watched for problems. */
export async function newPage(browser: Browser): Promise<TBrowserSession> {
  const baseUrl = inject('e2eBaseUrl');
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  const problems = new PageProblems(baseUrl);
  problems.watch(context);
  const page = await context.newPage();
  return { context, page, baseUrl, problems };
}

/** A screenshot (the full page unless `fullPage: false`) named after what it shows, kept only when E2E_SHOTS_DIR is set. */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: options.fullPage ?? true, animations: 'disabled' });
}

/** Screenshot of the page as a failing journey left it; answers the file's path (or why there is none). */
export async function failureScreenshot(page: Page, testName: string): Promise<string> {
  mkdirSync(FAILURE_SHOTS_DIR, { recursive: true });
  const slug = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  const path = join(FAILURE_SHOTS_DIR, `${slug}-${Date.now().toString(36)}.png`);
  try {
    await page.screenshot({ path, fullPage: true, animations: 'disabled', timeout: 5_000 });
    return path;
  } catch (error) {
    return `(no screenshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.test`;
