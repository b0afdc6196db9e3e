import type { Page, Request } from 'playwright-core';

/** How long no request may be open before the network counts as quiet (Playwright's networkidle waits 500 ms). */
const QUIET_MS = 250;
const POLL_MS = 50;
/** A screen still loading after this long is checked as it is (a stuck spinner is then what the checks see). */
const SETTLE_TIMEOUT_MS = 15_000;
/** What the SPA shows while it loads: spinners, skeletons and regions marked busy. */
const LOADING_SELECTOR = '[aria-busy="true"], .animate-pulse, .animate-spin';

/**
 * Opens `path` and waits until it has loaded as a person would read it: no request open for a short while,
 * the main thread idle (so no request is about to start) and no loading indicator left. Cheaper per screen
 * than `networkidle`, and it does not take a quiet moment between two chained requests for the end.
 */
export async function gotoSettled(page: Page, path: string): Promise<void> {
  const open = new Set<Request>();
  let startedCount = 0;
  const started = (request: Request) => {
    open.add(request);
    startedCount += 1;
  };
  const ended = (request: Request) => open.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path, { waitUntil: 'load' });
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      let quietSince = Date.now();
      while (Date.now() - quietSince < QUIET_MS && Date.now() < deadline) {
        await page.waitForTimeout(POLL_MS);
        if (open.size > 0) quietSince = Date.now();
      }
      const countBefore = startedCount;
      const isLoading = await page.evaluate(
        (selector) => new Promise<boolean>((resolve) => requestIdleCallback(() => resolve(document.querySelector(selector) !== null), { timeout: 2_000 })),
        LOADING_SELECTOR,
      );
      if (!isLoading && open.size === 0 && startedCount === countBefore) return;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
