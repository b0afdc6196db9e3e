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

type TBillingSeen = { status: string; hasPaymentMethod: boolean; trialEnd: string | null; currentPeriodEnd: string | null; plan: string | null };
/** The billing state as the signed-in browser's API calls see it. */
const billing = async (page: Page) => ((await (await page.request.get('/api/billing')).json()) as { subscription: TBillingSeen | null }).subscription;

/** The stand-in's card form: fills it as a person would and submits it (Pay $… now, or Save card during a trial). */
async function submitCard(page: Page, cardNumber: string, button: RegExp) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: button }).click();
}

describe('subscriptions', () => {
  test("a newcomer lists on the free trial, subscribes during it (nothing due, the card saved: a declined card and a left 3-D Secure step change nothing), the trial's end charges the card and they list again", async ({ journey }) => {
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
    const trialEnd = ((await (await page.request.get('/api/billing')).json()) as { subscription: { trialEnd: string } }).subscription.trialEnd;

    // Subscribing during the trial keeps it: /subscribe says when the card is first charged, nothing is due today.
    await page.goto('/subscribe');
    expect(await page.getByRole('radio', { name: /Solo Agent Monthly/ }).isChecked()).toBe(true);
    await visible(page.getByText(/Nothing is due today\. Your card will be charged \$29 on .+, when your trial ends\./));
    await keepScreenshot(page, 'subscribe-during-trial');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'subscribe-during-trial-phone');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/seti_'));
    await visible(page.getByRole('heading', { name: 'Payment information', exact: true }));
    await visible(page.getByText(/Nothing is due today\. Your card will be charged \$29\.00 on .+, when your trial ends\./));
    expect(await page.getByText(/due today,/).count()).toBe(0);
    await keepScreenshot(page, 'stand-in-card-setup-form-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, 'stand-in-card-setup-form');

    // A declined card: the form again with Stripe's message; the trial stays as it was.
    journey.problems.expectHttpError('POST', /\/checkout\/seti_/, 402);
    await submitCard(page, '4000 0000 0000 0002', /^Save card$/);
    await visible(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }));
    expect(await billing(page)).toMatchObject({ status: 'trialing', hasPaymentMethod: false });

    // 3-D Secure left half-way, then the same plan again: a fresh card form that 4242 completes.
    await submitCard(page, '4000 0000 0000 3220', /^Save card$/);
    await visible(page.getByRole('heading', { name: 'Confirm your card' }));
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/seti_'));
    await submitCard(page, '4242 4242 4242 4242', /^Save card$/);
    await waitForPath(page, '/subscribe');
    await visible(page.getByText('Your card is saved.'));
    await visible(page.getByText(/Your trial continues\. Your card will be charged \$29\.00 on .+, when your trial ends\./));
    await keepScreenshot(page, 'card-saved-during-trial');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'card-saved-during-trial-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    console.log(`[measure] sign-up → card saved during the trial in the browser: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    expect(await billing(page)).toMatchObject({ status: 'trialing', hasPaymentMethod: true, trialEnd, plan: 'solo_monthly' });

    await page.goto('/account');
    await visible(page.getByText('Trial ends, first charge'));
    await visible(page.getByText(/\$29\.00\/month/));
    await keepScreenshot(page, 'account-billing-trial-card');

    // The trial ends on the stand-in's clock: the saved card is charged and the plan is active, a month from the trial's end.
    await advanceStripeClock(15 * 86_400);
    await expect.poll(async () => (await billing(page))?.status, { timeout: 15_000 }).toBe('active');
    const renewsAt = new Date((await billing(page))?.currentPeriodEnd ?? 0).getTime();
    expect(renewsAt - new Date(trialEnd).getTime()).toBeGreaterThan(27 * 86_400_000);

    await page.goto('/account');
    await visible(page.getByText('Active Subscription'));
    await visible(page.getByRole('heading', { name: 'Billing' }));
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
