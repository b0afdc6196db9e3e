import { request, type APIRequestContext } from 'playwright-core';
import { keepScreenshot, uniqueEmail } from './support/browser';
import { describe, expect, test } from './support/journey';
import { austinDate, signedInApi } from './support/open-houses';
import { activateSubscription } from './support/subscriptions';
import { signInThroughApi, visible } from './support/ui';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = 'correct horse battery';

/** A professional signed up through the API (and paid up on Team Annual), in a context of its own. */
async function proAccount(baseUrl: string, role: 'AGENT' | 'BROKER', displayName: string, brokerageName: string) {
  const email = uniqueEmail(role.toLowerCase());
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  const signUp = await api.post('/api/auth/signup/pro', { data: { role, displayName, email, password: PASSWORD, brokerageName, consents: { terms: true } } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await api.dispose();
  await activateSubscription(email);
  const me = await signedInApi(baseUrl, { email, password: PASSWORD });
  const userId = ((await (await me.get('/api/auth/user')).json()) as { id: string }).id;
  return { email, userId, api: me };
}

/** Reads the API until `isDone` holds (the notifications worker pools a lead a moment after the sign-in). */
async function until(read: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await read())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('team lead pool', () => {
  test("a visitor signs in at agent A's open house; the lead is in the pool; agent B claims it; A sees it claimed; the broker reassigns it", async ({
    journey,
  }) => {
    const { page, baseUrl } = journey;
    const stamp = Date.now().toString(36);
    const brokerageName = `Pool Realty ${stamp}`;
    const visitor = `Maximiliana Bartholomew-Featherstonehaugh ${stamp}`;
    const broker = await proAccount(baseUrl, 'BROKER', 'Bea Broker', brokerageName);
    const agentA = await proAccount(baseUrl, 'AGENT', 'Avery Poolside', brokerageName);
    const agentB = await proAccount(baseUrl, 'AGENT', 'Blake Claimer', brokerageName);
    const apis: APIRequestContext[] = [broker.api, agentA.api, agentB.api];
    try {
      for (const agent of [agentA, agentB]) expect((await broker.api.post(`/api/brokerage/team/${agent.userId}/approve`)).status()).toBe(200);
      const tomorrow = austinDate(1);
      const created = await agentA.api.post('/api/open-houses', {
        data: {
          title: `Pool Cottage ${stamp}`,
          address: '1100 Congress Ave, Austin, TX 78701',
          price: 455_000,
          startsAt: `${tomorrow}T10:00`,
          endsAt: `${tomorrow}T12:00`,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { propertyId, openHouseId } = (await created.json()) as { propertyId: string; openHouseId: string };
      expect((await agentA.api.put(`/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, { data: { questions: [] } })).status()).toBe(200);
      const signIn = await journey.context.request.post(`/api/open-houses/${openHouseId}/sign-ins`, {
        headers: { Origin: baseUrl },
        data: {
          clientId: `journey-pool-${stamp}-visitor`,
          name: visitor,
          email: `visitor.${stamp}@example.test`,
          phone: '512-555-0100',
          workingWithAgent: 'no',
          answers: {},
          consent: true,
        },
      });
      expect(signIn.status(), await signIn.text()).toBe(201);
      await until(async () => JSON.stringify(await (await agentB.api.get('/api/team-leads?view=pool')).json()).includes(visitor), 'the lead in the pool');

      // Agent B, on a desktop: the Team pool shows the lead; B claims it.
      await signInThroughApi(journey, agentB.email, PASSWORD);
      await page.setViewportSize(DESKTOP);
      await page.goto('/leads');
      await page.getByRole('group', { name: 'Which leads' }).getByRole('button', { name: 'Team pool' }).click();
      const pooled = await visible(page.getByRole('article', { name: visitor }));
      await visible(pooled.getByText('Unassigned'));
      await pooled.getByRole('button', { name: 'Claim' }).click();
      await visible(page.getByText('No unassigned leads', { exact: false }));

      // Agent A, on a phone: their lead, claimed by B.
      await journey.context.clearCookies();
      await signInThroughApi(journey, agentA.email, PASSWORD);
      await page.setViewportSize(PHONE);
      await page.goto('/leads');
      const fromMe = await visible(page.getByRole('region', { name: 'Your leads in the team pool' }));
      const claimed = await visible(fromMe.getByRole('article', { name: visitor }));
      await visible(claimed.getByText('Claimed by Blake Claimer', { exact: true }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await claimed.scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'team-pool-claimed-phone', { fullPage: false });

      // The broker, on a phone, then on a desktop: All, reassigned to A.
      await journey.context.clearCookies();
      await signInThroughApi(journey, broker.email, PASSWORD);
      await page.goto('/leads');
      await page.getByRole('group', { name: 'Which leads' }).getByRole('button', { name: 'All' }).click();
      const card = await visible(page.getByRole('region', { name: 'Every lead of the team' }).getByRole('article', { name: visitor }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.setViewportSize(DESKTOP);
      await card.getByLabel('Assign to').selectOption({ label: 'Avery Poolside' });
      await card.getByRole('button', { name: 'Assign' }).click();
      await visible(page.getByRole('article', { name: visitor }).getByText('Assigned to Avery Poolside', { exact: true }));
      await keepScreenshot(page, 'team-pool-all-desktop', { fullPage: false });
    } finally {
      await Promise.all(apis.map((api) => api.dispose()));
    }
  });
});
