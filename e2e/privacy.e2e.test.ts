import { uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { DESKTOP, horizontalOverflow, PHONE } from './support/layout-checks';
import { createOpenHouseThroughApi, DEMO_AGENT, demoAgentApi } from './support/open-houses';
import { signInThroughApi, visible } from './support/ui';

const REMOVED = 'Removed at the person’s request';

/** The path of the removal link mailed to `to`, from /dev/outbox (newest first); null before it lands. */
async function removalLinkPath(request: { get: (path: string) => Promise<{ text: () => Promise<string> }> }, to: string): Promise<string | null> {
  const page = await (await request.get('/dev/outbox')).text();
  for (const mail of page.split('<article>').slice(1)) {
    if (!mail.includes('Confirm the removal of your details') || !mail.includes(`<dt>To</dt><dd>${to}</dd>`)) continue;
    const path = /https?:\/\/\S+(\/privacy\/remove\/[\w-]+)/.exec(mail)?.[1];
    if (path) return path;
  }
  return null;
}

describe('a visitor removes their door sign-in', () => {
  test('asks on the privacy page (phone), confirms through the mailed link (desktop), and the agent’s lead reads "Removed at the person’s request" at both sizes', async ({
    journey,
  }) => {
    const { page } = journey;
    const visitorEmail = uniqueEmail('rhea.remove');
    const title = `E2E Removal ${Date.now().toString(36)}`;

    // Set-up: the visitor signed in at one of the demo agent's open houses.
    const agentApi = await demoAgentApi(journey.baseUrl);
    const openHouse = await createOpenHouseThroughApi(agentApi, {
      title,
      startsAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      endsAt: new Date(Date.now() + 125 * 60_000).toISOString(),
    });
    expect(
      (await agentApi.put(`/api/properties/${openHouse.propertyId}/open-houses/${openHouse.openHouseId}/sign-in-form`, { data: { questions: [] } })).status(),
    ).toBe(200);
    await agentApi.dispose();
    const signIn = await journey.context.request.post(`/api/open-houses/${openHouse.openHouseId}/sign-ins`, {
      headers: { Origin: journey.baseUrl },
      data: {
        clientId: `e2e-removal-${Date.now()}`,
        name: 'Rhea Remove',
        email: visitorEmail,
        phone: '512-555-0142',
        workingWithAgent: 'no',
        answers: {},
        consent: true,
      },
    });
    expect(signIn.status(), await signIn.text()).toBe(201);

    await page.setViewportSize(PHONE);
    await page.goto('/privacy');
    const form = page.getByRole('region', { name: 'Remove what you gave at an open house or in an inquiry' });
    await form.getByLabel(/Your e-mail address/).fill(visitorEmail);
    await form.getByRole('button', { name: 'Send me the removal link' }).click();
    await visible(form.getByRole('status').filter({ hasText: 'we sent a link to it' }));
    expect(await horizontalOverflow(page)).toBe(0);

    await expect.poll(() => removalLinkPath(journey.context.request, visitorEmail), { timeout: 10_000 }).not.toBeNull();
    await page.setViewportSize(DESKTOP);
    await page.goto((await removalLinkPath(journey.context.request, visitorEmail))!);
    await page.getByRole('button', { name: 'Remove my details' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Done: your name, e-mail, phone and answers are removed' }));

    await signInThroughApi(journey, DEMO_AGENT.email, DEMO_AGENT.password);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/leads');
      const card = await visible(page.getByRole('list', { name: 'Your leads' }).getByRole('article', { name: REMOVED }).filter({ hasText: title }));
      expect(await card.getByText('Rhea Remove').count()).toBe(0);
      expect(await card.getByText(visitorEmail).count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
    }
  });
});
