import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from 'playwright-core';
import { keepScreenshot, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { DESKTOP, PHONE } from './support/layout-checks';
import { createBuyerThroughApi, passwordInput, toastWith, visible, waitForPath } from './support/ui';

const EXPORT_SUBJECT = 'Your data is ready to download';

/** The path of the download link in the newest "data ready" mail to `to`, as /dev/outbox lists it; null before it lands. */
async function exportLinkPath(request: APIRequestContext, to: string): Promise<string | null> {
  const html = await (await request.get('/dev/outbox')).text();
  for (const mail of html.split('<article>').slice(1)) {
    if (!mail.includes(`<h2>${EXPORT_SUBJECT}</h2>`) || !mail.includes(`<dt>To</dt><dd>${to}</dd>`)) continue;
    const path = /https?:\/\/[^/\s]+(\/api\/account\/export\/[^\s<"]+)/.exec(mail)?.[1];
    if (path) return path.replaceAll('&amp;', '&');
  }
  return null;
}

describe("a person's own data", () => {
  test('a buyer downloads their data from the mailed link (phone), then deletes the account (desktop) and cannot sign in', async ({ journey }) => {
    const { page, context, problems } = journey;
    const account = {
      name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh',
      email: uniqueEmail('export.and.delete'),
      password: 'correct horse battery',
    };
    await createBuyerThroughApi(journey, account, { signedIn: true });
    problems.expectHttpError('POST', '/api/auth/signin', 401);
    problems.expectHttpError('GET', '/api/auth/user', 401);

    // Phone: Download my data → progress → ready, the link in the mail.
    await page.setViewportSize(PHONE);
    await page.goto('/account');
    const download = page.locator('.rounded-xl', { has: page.getByRole('heading', { name: 'Download my data' }) });
    await (await visible(download.getByRole('button', { name: 'Download my data' }))).click();
    await visible(download.getByRole('status').filter({ hasText: /^(Queued|Preparing|Ready)/ }));
    await visible(download.getByRole('status').filter({ hasText: /^Ready: we e-mailed you a download link/ }));
    await keepScreenshot(page, 'account-data-phone');
    await expect.poll(() => exportLinkPath(context.request, account.email), { timeout: 20_000 }).not.toBeNull();
    const linkPath = (await exportLinkPath(context.request, account.email))!;

    // The link, opened in the signed-in browser, downloads the archive.
    const [file] = await Promise.all([page.waitForEvent('download'), page.evaluate((href) => void (window.location.href = href), linkPath)]);
    expect(file.suggestedFilename()).toMatch(/^openhouse-market-data-\d{4}-\d{2}-\d{2}\.json$/);
    const archive = JSON.parse(await readFile((await file.path())!, 'utf8')) as { account: { user: { email: string } }; csv: { leads: string } };
    expect(archive.account.user.email).toBe(account.email);
    expect(archive.csv.leads.startsWith('direction,id,createdAt')).toBe(true);

    // Desktop: Delete my account with the password → signed out on the home page.
    await page.setViewportSize(DESKTOP);
    await page.goto('/account');
    const danger = page.locator('.rounded-xl', { has: page.getByRole('heading', { name: 'Delete my account' }) });
    await (await visible(danger.getByRole('button', { name: 'Delete my account' }))).click();
    await passwordInput(page).fill(account.password);
    await keepScreenshot(page, 'account-delete-desktop');
    await danger.getByRole('button', { name: 'Delete my account permanently' }).click();
    await visible(toastWith(page, 'Account deleted'));
    await waitForPath(page, '/');
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);

    // The account signs in no more.
    const signIn = await context.request.post('/api/auth/signin', {
      headers: { Origin: journey.baseUrl },
      data: { email: account.email, password: account.password },
    });
    expect(signIn.status()).toBe(401);
  });
});
