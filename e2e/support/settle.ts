import type { Page, Request } from 'playwright-core';

/** How long no request may be open before the network counts as quiet (Playwright's networkidle waits 500 ms). */
const QUIET_MS = 250;
const POLL_MS = 50;
/** A screen still loading after this long is checked as it is (a stuck spinner is then what the checks see). */
const SETTLE_TIMEOUT_MS = 15_000;
/**
 * The longest wait for the main thread to go idle. Chromium can stop granting idle periods to a page that
 * has been resized and checked screen after screen (the every-screen walk keeps one document for a whole
 * role): every wait then ran to its cap, 2 s a screen. A request started meanwhile still restarts the wait.
 */
const IDLE_TIMEOUT_MS = 500;
/** What the SPA shows while it loads: spinners, skeletons and regions marked busy. */
const LOADING_SELECTOR = '[aria-busy="true"], .animate-pulse, .animate-spin';

/**
 * Opens `path` as a new document and waits until it has loaded as a person would read it (see `settleAfter`).
 * Cheaper per screen than `networkidle`, and it does not take a quiet moment between two chained requests for the end.
 */
export const gotoSettled = (page: Page, path: string): Promise<void> => settleAfter(page, () => page.goto(path, { waitUntil: 'load' }));

/**
 * Shows `path` in the SPA the page already holds, as one of its links would (React Router follows
 * `history.pushState` and the `popstate` it listens to), and waits until it has loaded. The document and
 * what was injected into it (axe-core) stay: for checking screens one after another, not a first load.
 */
export const navigateSettled = (page: Page, path: string): Promise<void> =>
  settleAfter(page, () =>
    page.evaluate((to) => {
      const state = history.state as { idx?: number } | null;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path),
  );

/**
 * Runs `navigate`, then waits until the screen has loaded as a person would read it: no request open for a
 * short while, the main thread idle (so no request is about to start) and no loading indicator left.
 */
async function settleAfter(page: Page, navigate: () => Promise<unknown>): Promise<void> {
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
    await navigate();
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      let quietSince = Date.now();
      while (Date.now() - quietSince < QUIET_MS && Date.now() < deadline) {
        await page.waitForTimeout(POLL_MS);
        if (open.size > 0) quietSince = Date.now();
      }
      const countBefore = startedCount;
      const isLoading = await page.evaluate(
        ({ selector, timeout }) =>
          new Promise<boolean>((resolve) => requestIdleCallback(() => resolve(document.querySelector(selector) !== null), { timeout })),
        { selector: LOADING_SELECTOR, timeout: IDLE_TIMEOUT_MS },
      );
      if (!isLoading && open.size === 0 && startedCount === countBefore) return;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
