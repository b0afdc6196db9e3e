import type { Page } from 'playwright-core';
import { keepScreenshot, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { advanceStripeClock } from './support/subscriptions';
import { passwordInput, termsCheckbox, toastWith, visible, waitForPath } from './support/ui';

/** The create-listing form with the fields a listing needs, published. */
async function publishListing(page: Page, address: string): Promise<number> {
  await page.goto('/create-listing');
  await visible(page.getByRole('heading', { level: 1, name: 'Create New Listing' }));
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(address);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Austin');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Texas' });
  await page.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill('78704');
  await page.getByRole('textbox', { name: 'Listing Price', exact: true }).fill('415000');
  await page.getByRole('combobox', { name: 'Property Type', exact: true }).selectOption({ label: 'Townhouse' });
  const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/properties' && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Publish Listing' }).click();
  return (await created).status();
}

/** The billing state as the signed-in browser's API calls see it. */
const billingStatus = async (page: Page) => ((await (await page.request.get('/api/billing')).json()) as { subscription: { status: string } | null }).subscription?.status;

/** The stand-in's card form: fills it as a person would and pays. */
async function payWithCard(page: Page, cardNumber: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

describe('subscriptions', () => {
  test('a newcomer lists on the free trial, the trial ends, a declined card changes nothing, Solo Monthly with 4242 makes them active and they list again', async ({ journey }) => {
    const { page } = journey;
    const startedAt = performance.now();

    await page.goto('/signup/pro');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Tess Trial');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('tess'));
    await passwordInput(page).fill('correct horse battery');
    await termsCheckbox(page).check();
    await page.getByRole('button', { name: 'Create Professional Account' }).click();
    await waitForPath(page, '/agent/dashboard');

    // The trial: the dashboard counts its days, and a listing goes live at once.
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { name: 'Free trial: 14 days left' }));
    await keepScreenshot(page, 'trial-banner');
    expect(await publishListing(page, `${100 + (Date.now() % 800)} Trial Creek Dr`)).toBe(201);
    await waitForPath(page, '/dashboard');

    // The trial ends on the stand-in's clock; its webhook ends listing here.
    await advanceStripeClock(15 * 86_400);
    await expect.poll(() => billingStatus(page), { timeout: 15_000 }).toBe('canceled');
    await page.goto('/dashboard');
    await visible(page.getByRole('heading', { name: 'Subscription Required' }));
    await page.getByRole('link', { name: 'Subscribe Now' }).click();
    await waitForPath(page, '/subscribe');

    // Solo Agent Monthly is the default plan; the card form is the stand-in's page.
    expect(await page.getByRole('radio', { name: /Solo Agent Monthly/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await visible(page.getByRole('heading', { name: 'Payment information', exact: true }));
    await keepScreenshot(page, 'stand-in-card-form');
    const beforePaying = await billingStatus(page);
    expect(beforePaying).toBe('incomplete');

    // The stand-in answers a declined card as Stripe does: 402, the form again with the decline message.
    journey.problems.expectHttpError('POST', /\/checkout\/pi_/, 402);
    await payWithCard(page, '4000 0000 0000 0002');
    await visible(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }));
    await keepScreenshot(page, 'stand-in-card-declined');
    expect(await billingStatus(page)).toBe(beforePaying);

    await payWithCard(page, '4242 4242 4242 4242');
    await waitForPath(page, '/subscribe');
    await visible(page.getByText('Your subscription is active.'));
    const activeAfterMs = performance.now() - startedAt;
    console.log(`[measure] sign-up → active subscription in the browser: ${(activeAfterMs / 1000).toFixed(1)} s`);

    await page.goto('/account');
    await visible(page.getByText('Active Subscription'));
    const billing = page.getByRole('heading', { name: 'Billing' });
    await visible(billing);
    await visible(page.getByText('Next renewal'));
    await visible(page.getByText(/\$29\.00\/month/));
    await keepScreenshot(page, 'account-billing');

    expect(await publishListing(page, `${100 + (Date.now() % 800)} Paid Hollow Ln`)).toBe(201);
    await visible(toastWith(page, 'Listing Created'));

    // On a phone: the billing card and the plans.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account');
    await visible(page.getByText('Next renewal'));
    await keepScreenshot(page, 'account-billing-phone');
    await page.goto('/subscribe');
    await visible(page.getByRole('button', { name: 'Continue to Payment' }));
    await keepScreenshot(page, 'subscribe-phone');
  });
});
