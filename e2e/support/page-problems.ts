import type { BrowserContext, Page, Request, Response } from 'playwright-core';

/** One HTTP answer a journey expects to fail, e.g. `GET /api/auth/user` → 401 while signed out. */
export type TExpectedHttpError = { method: string; path: string | RegExp; status: number };

/**
 * What went wrong in the browser while a journey ran: uncaught exceptions, console errors, requests that
 * never got an answer and HTTP error answers. A journey ends by asserting none of them was unexpected.
 */
export class PageProblems {
  private readonly problems: string[] = [];
  /** Signed out, the SPA's session check answers 401: that is an answer, not a fault. */
  private readonly expectedHttpErrors: TExpectedHttpError[] = [{ method: 'GET', path: '/api/auth/user', status: 401 }];

  constructor(private readonly baseUrl: string) {}

  /** Listens on every page the context opens (and on requests made with `context.request`, which have no page). */
  watch(context: BrowserContext): void {
    context.on('page', (page) => this.watchPage(page));
    for (const page of context.pages()) this.watchPage(page);
  }

  /** Declares an HTTP error answer this journey provokes on purpose (wrong password, access check...). */
  expectHttpError(method: string, path: string | RegExp, status: number): void {
    this.expectedHttpErrors.push({ method, path, status });
  }

  /** Everything unexpected, one line each. */
  list(): readonly string[] {
    return this.problems;
  }

  private watchPage(page: Page): void {
    page.on('pageerror', (error) => this.problems.push(`uncaught exception on ${this.where(page.url())}: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // Chromium logs every HTTP error answer as "Failed to load resource"; the response listener judges those.
      if (text.startsWith('Failed to load resource: the server responded with a status of')) return;
      this.problems.push(`console error on ${this.where(page.url())}: ${text}`);
    });
    page.on('requestfailed', (request) => this.onRequestFailed(request));
    page.on('response', (response) => this.onResponse(response));
  }

  private onRequestFailed(request: Request): void {
    const failure = request.failure()?.errorText ?? 'unknown error';
    // A full navigation (Log Out, a redirect) cancels what the previous page still had in flight.
    if (failure === 'net::ERR_ABORTED') return;
    this.problems.push(`request failed: ${request.method()} ${this.where(request.url())} (${failure})`);
  }

  private onResponse(response: Response): void {
    const status = response.status();
    if (status < 400) return;
    const method = response.request().method();
    const path = this.where(response.url());
    const isExpected = this.expectedHttpErrors.some(
      (expected) =>
        expected.method === method &&
        expected.status === status &&
        (typeof expected.path === 'string' ? expected.path === path.split('?')[0] : expected.path.test(path)),
    );
    if (!isExpected) this.problems.push(`HTTP ${status} for ${method} ${path}`);
  }

  /** Same-origin URLs as paths (shorter messages); anything else in full, since the SPA should not call it. */
  private where(url: string): string {
    return url.startsWith(this.baseUrl) ? url.slice(this.baseUrl.length) || '/' : url;
  }
}
