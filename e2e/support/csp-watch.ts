import type { BrowserContext, Page } from 'playwright-core';

/** What every document of the site must carry of its Content-Security-Policy (infra/lib/site-security-headers.ts). */
export const SITE_POLICY =
  /script-src 'self' https:\/\/js\.stripe\.com;.*frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com;.*frame-ancestors 'none'/;

/**
 * Collects the Content-Security-Policy violations of every page of `context`, across navigations: the DOM's
 * `securitypolicyviolation` event and Chromium's console report, one line each with the path they happened on.
 * Call it before the pages it should watch load their next document.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  const pathOf = (page: Page) => new URL(page.url()).pathname;
  await context.exposeBinding('reportCspViolation', ({ page }, text: string) => void violations.push(`${pathOf(page)}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const watchConsole = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${pathOf(page)}: ${message.text()}`);
    });
  context.on('page', watchConsole);
  for (const page of context.pages()) watchConsole(page);
  return violations;
}
