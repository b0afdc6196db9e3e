import type { Page } from 'playwright-core';
import { keepScreenshot } from './support/browser';
import { describe, expect, test } from './support/journey';
import { DESKTOP, PHONE, layoutFindings } from './support/layout-checks';
import { austinDate, createOpenHouseThroughApi, DEMO_BROKER, signedInApi } from './support/open-houses';
import { signInThroughApi, toastWith, visible } from './support/ui';

/** A lead as another system sends it: the key in Authorization, no cookies. */
const sendLeadWithKey = (page: Page, propertyId: string, key: string) =>
  page.evaluate(
    async ({ path, secret }) => {
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'omit',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Website Visitor', email: 'visitor@example.test', message: 'Sent by our website' }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    },
    { path: `/api/properties/${propertyId}/leads`, secret: key },
  );

describe('API keys', () => {
  test('the demo broker creates a key with leads:write on a phone, a lead arrives with it, and once revoked on a desktop the key gets 401', async ({
    journey,
  }) => {
    const { page, context } = journey;
    const broker = await signedInApi(journey.baseUrl, DEMO_BROKER);
    const day = austinDate(2);
    const { propertyId } = await createOpenHouseThroughApi(broker, {
      title: `E2E API Key Bungalow ${Date.now().toString(36)}`,
      startsAt: `${day}T10:00`,
      endsAt: `${day}T12:00`,
    }).finally(() => broker.dispose());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.baseUrl });
    await signInThroughApi(journey, DEMO_BROKER.email, DEMO_BROKER.password);

    await page.setViewportSize(PHONE);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Create an API key' });
    const name = `Website inquiries for the north-side office ${Date.now().toString(36)}`;
    await form.getByLabel(/Key name/).fill(name);
    await form.getByLabel(/Add and update leads/).check();
    await form.getByRole('button', { name: 'Create key' }).click();
    const notice = await visible(page.getByRole('region', { name: 'New API key' }));
    await notice.getByRole('button', { name: 'Copy key' }).click();
    await visible(toastWith(page, 'API key copied'));
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^ohm_live_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(await notice.getByLabel('New API key').inputValue()).toBe(key);
    expect(await layoutFindings(page, '/settings new key', 'phone')).toEqual([]);
    await keepScreenshot(page, 'api-keys-phone');

    const sent = await sendLeadWithKey(page, propertyId, key);
    expect(sent.status, sent.body.message).toBe(201);

    await page.setViewportSize(DESKTOP);
    await notice.getByRole('button', { name: 'I have stored it' }).click();
    const keys = page.getByRole('list', { name: 'API keys' });
    await visible(keys.getByText(name));
    expect(await page.locator('body').textContent()).not.toContain(key);
    expect(await layoutFindings(page, '/settings keys', 'desktop')).toEqual([]);
    await keepScreenshot(page, 'api-keys-desktop');
    await keys.getByRole('button', { name: `Revoke ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Revoke "${name}"?` })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await visible(toastWith(page, 'API key revoked'));

    journey.problems.expectHttpError('POST', `/api/properties/${propertyId}/leads`, 401);
    const refused = await sendLeadWithKey(page, propertyId, key);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/^This API key is not valid/);
  });
});
