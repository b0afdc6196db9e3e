import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';

const CONFIRMATION_SUBJECT = 'Confirm your e-mail address for OpenHouse Market';

/** The path of the newest confirmation link mailed to `to`, as the local outbox (/dev/outbox, newest first) lists it; null before it lands. */
export async function newestConfirmationPath(request: APIRequestContext, to: string): Promise<string | null> {
  const response = await request.get('/dev/outbox');
  expect(response.status()).toBe(200);
  for (const mail of (await response.text()).split('<article>').slice(1)) {
    if (!mail.includes(`<h2>${CONFIRMATION_SUBJECT}</h2>`) || !mail.includes(`<dt>To</dt><dd>${to}</dd>`)) continue;
    const link = /https?:\/\/\S+(\/confirm-email\/[\w-]+)/.exec(mail)?.[1];
    if (link) return link;
  }
  return null;
}

/**
 * Set-up for journeys about something else: confirms a new account's address with the link its sign-up mailed,
 * as its owner would (read from /dev/outbox, then the confirmation page's POST), so the account gets mail and
 * shows no banner. The buyer journey confirms through the screens instead.
 */
export async function confirmEmailThroughOutbox(request: APIRequestContext, baseUrl: string, email: string): Promise<void> {
  await expect.poll(() => newestConfirmationPath(request, email), { timeout: 10_000 }).not.toBeNull();
  const path = (await newestConfirmationPath(request, email))!;
  const token = path.split('/').at(-1)!;
  const response = await request.post(`/api/auth/confirm-email/${token}`, { headers: { Origin: baseUrl } });
  expect(response.status(), await response.text()).toBe(200);
}
