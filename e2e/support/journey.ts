import type { Browser } from 'playwright-core';
import { test as base } from 'vitest';
import { failureScreenshot, launchBrowser, newPage, type TBrowserSession } from './browser';

export type TJourney = TBrowserSession;

/**
 * `test` for browser journeys: one Chromium per test file, and per test a fresh context (own cookies)
 * whose page is watched. After the test: if it failed, a screenshot of the last screen and the page's
 * problems are printed; if it passed, any unexpected problem (uncaught exception, console error, failed
 * request, HTTP error answer not declared with `problems.expectHttpError`) fails it.
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from its first parameter
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('journey', async ({ browser, task }, { onCleanup }): Promise<TJourney> => {
    const session = await newPage(browser);
    onCleanup(async () => {
      try {
        const problems = session.problems.list();
        if (task.result?.state === 'fail') {
          const shot = await failureScreenshot(session.page, task.name);
          console.error(
            [`Journey failed on ${session.page.url()}`, `screenshot: ${shot}`, ...problems.map((problem) => `browser problem: ${problem}`)].join('\n'),
          );
        } else if (problems.length) {
          throw new Error(`Unexpected problems in the browser:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
        }
      } finally {
        await session.context.close();
      }
    });
    return session;
  });

export { describe, expect } from 'vitest';
