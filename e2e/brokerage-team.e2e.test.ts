import { keepScreenshot, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { austinDate, DEMO_BROKER } from './support/open-houses';
import { signInThroughApi, toastWith, visible, waitForPath } from './support/ui';
import { activateSubscription } from './support/subscriptions';

const PHONE = { width: 390, height: 844 };

describe('brokerage team', () => {
  test("an agent asks to join Lone Star Realty; the broker approves on a phone; the agent's open house joins the brokerage map", async ({ journey }) => {
    const { page, context, baseUrl } = journey;
    const name = `Riley ${Date.now().toString(36)}`;
    const email = uniqueEmail('riley');
    const title = `E2E Team Cottage ${Date.now().toString(36)}`;
    const signUp = await context.request.post('/api/auth/signup/pro', {
      headers: { Origin: baseUrl },
      data: { role: 'AGENT', displayName: `${name} Agent`, email, password: 'correct horse battery', consents: { terms: true } },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    await activateSubscription(email);
    const tomorrow = austinDate(1);
    const created = await context.request.post('/api/open-houses', {
      headers: { Origin: baseUrl },
      data: { title, address: '1100 Congress Ave, Austin, TX 78701', price: 455_000, startsAt: `${tomorrow}T10:00`, endsAt: `${tomorrow}T12:00` },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The agent names the brokerage (any case) on /account: a request, not membership.
    await page.goto('/account');
    await page.getByRole('textbox', { name: 'Brokerage name' }).fill('lone star realty');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(toastWith(page, 'Profile updated'));
    await page.goto('/agent/dashboard');
    await visible(page.getByText('Pending approval'));

    // The broker, on a phone: the request waits on the Team card and the open house is not on the map yet.
    await page.goto('about:blank');
    await context.clearCookies();
    await signInThroughApi(journey, DEMO_BROKER.email, DEMO_BROKER.password);
    await page.setViewportSize(PHONE);
    await page.goto('/broker/dashboard');
    await waitForPath(page, '/broker/dashboard');
    const team = await visible(page.getByRole('region', { name: 'Team', exact: true }));
    const requests = await visible(team.getByRole('region', { name: 'Requests to join (1)' }));
    await visible(requests.getByText(`${name} Agent`));
    await visible(team.getByRole('region', { name: 'Members (2)' }));
    await visible(page.getByRole('article').first());
    expect(await page.getByRole('article', { name: title }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await team.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'broker-team-card-phone', { fullPage: false });

    await team.getByRole('button', { name: `Approve ${name} Agent` }).click();
    await visible(toastWith(page, 'Request approved'));
    await visible(team.getByRole('region', { name: 'Requests to join (0)' }));
    await visible(team.getByRole('region', { name: 'Members (3)' }).getByText(`${name} Agent`));
    await visible(page.getByRole('article', { name: title }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
