import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOCAL_MLS_NAME } from '../../infra/local/mls/local-mls-constants';
import type { TLocalMlsAccess } from '../../infra/local/testing/local-mls-access';
import type { TJourney } from './journey';
import { toastWith, visible } from './ui';

/** The local MLS as the journeys' runtime registers it (as `npm start` does): what the "MLS" select offers. */
export const LOCAL_MLS = LOCAL_MLS_NAME;

/**
 * Adds a configuration of the registered local MLS through the Add dialog (its RESO Web API server fills the
 * address) with the client credentials and the MLS ids given; answers its card. `syncEveryHours` tells the new
 * card apart from another of the same MLS (the card shows 'Every N hours').
 */
export async function addLocalMlsConfiguration(
  page: Page,
  mls: TLocalMlsAccess,
  ids: { agentMlsId: string; officeMlsId?: string; syncEveryHours?: number },
): Promise<Locator> {
  await page.getByRole('button', { name: 'Add MLS Configuration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add MLS Configuration' });
  await dialog.getByRole('combobox', { name: 'MLS', exact: true }).selectOption(LOCAL_MLS);
  await expect.poll(() => dialog.getByRole('textbox', { name: /Provider URL/ }).inputValue()).toBe(mls.serviceRoot);
  await dialog.getByRole('textbox', { name: /Client ID/ }).fill(mls.clientId);
  await dialog.getByLabel(/Client secret/).fill(mls.clientSecret);
  await dialog.getByRole('textbox', { name: 'Agent MLS ID' }).fill(ids.agentMlsId);
  if (ids.officeMlsId) await dialog.getByRole('textbox', { name: /Office MLS ID/ }).fill(ids.officeMlsId);
  if (ids.syncEveryHours) await dialog.getByRole('spinbutton', { name: /Sync frequency/ }).fill(String(ids.syncEveryHours));
  await dialog.getByRole('button', { name: 'Create Configuration' }).click();
  await visible(toastWith(page, 'MLS Configuration Created'));
  await expect.poll(() => dialog.count()).toBe(0);
  const cards = page.getByRole('article', { name: LOCAL_MLS });
  return visible(ids.syncEveryHours ? cards.filter({ hasText: `Every ${ids.syncEveryHours} hours` }) : cards.last());
}

const CODE_SUBJECT = /^(\d{6}) is your OpenHouse Market MLS verification code$/;

/** The newest MLS verification code mailed to `to`, as the local outbox (/dev/outbox, newest first) lists it; null before it lands. */
async function newestVerificationCode(journey: TJourney, to: string): Promise<string | null> {
  const response = await journey.context.request.get('/dev/outbox');
  expect(response.status()).toBe(200);
  for (const mail of (await response.text()).split('<article>').slice(1)) {
    const subject = /<h2>([^<]*)<\/h2>/.exec(mail)?.[1] ?? '';
    const code = CODE_SUBJECT.exec(subject)?.[1];
    if (code && mail.includes(`<dt>To</dt><dd>${to}</dd>`)) return code;
  }
  return null;
}

/**
 * On a card of a registered MLS: Verify beside the claimed id → Send code → the code the MLS's address for the id
 * received (`mailedTo`) → Verify; answers once the id's badge says Verified.
 */
export async function verifyMlsIdByCode(
  journey: TJourney,
  card: Locator,
  member: { kind: 'agent' | 'office'; mlsId: string; mailedTo: string },
): Promise<void> {
  const { page } = journey;
  await card.getByRole('button', { name: `Verify ${member.kind} MLS ID ${member.mlsId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Verify your ${member.kind} MLS ID` });
  const before = await newestVerificationCode(journey, member.mailedTo);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  // The dialog names the address masked (a***@demo.openhouse.market): only its domain is shown whole.
  await visible(dialog.getByRole('status').filter({ hasText: `We sent a 6-digit code to ${member.mailedTo.charAt(0)}***@${member.mailedTo.split('@')[1]}.` }));
  let code: string | null = null;
  await expect.poll(async () => (code = await newestVerificationCode(journey, member.mailedTo))).not.toBe(before);
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code ?? '');
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await visible(toastWith(page, `Your ${member.kind} MLS ID is verified.`));
  await visible(mlsIdRow(card, member.mlsId).getByText('Verified', { exact: true }));
}

/** The row of one MLS id in a card's "MLS IDs" list (its id, its Claimed/Verified badge, Verify). */
export const mlsIdRow = (card: Locator, mlsId: string) => card.getByRole('list', { name: 'MLS IDs' }).getByRole('listitem').filter({ hasText: mlsId });
