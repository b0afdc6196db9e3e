import type { APIRequestContext } from 'playwright-core';
import { request } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEMO_AGENT, austinDate, demoAgentApi } from './support/open-houses';
import { describe, expect, test, type TJourney } from './support/journey';
import { actionsOutsideViewport, DESKTOP, horizontalOverflow, PHONE, seriousAxeViolations } from './support/layout-checks';
import { signInThroughApi } from './support/ui';

/** A word longer than a phone is wide, as user text can always hold. */
const LONG_WORD = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch'.padEnd(60, 'x');
const DEMO = {
  buyer: { email: 'buyer@demo.openhouse.market', password: 'demo-buyer-2026' },
  agent: DEMO_AGENT,
  broker: { email: 'broker@demo.openhouse.market', password: 'demo-broker-2026' },
} as const;

/** A role's whole walk is one test: a dozen screens, each checked at two sizes. */
const WALK_TIMEOUT_MS = 240_000;

type TFixture = { propertyId: string; openHouseId: string; agentId: string; brokerId: string };
let fixture: TFixture;
let agentApi: APIRequestContext;

async function userId(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  try {
    expect((await api.post('/api/auth/signin', { data: account })).status()).toBe(200);
    return ((await (await api.get('/api/auth/user')).json()) as { id: string }).id;
  } finally {
    await api.dispose();
  }
}

beforeAll(async () => {
  const baseUrl = inject('e2eBaseUrl');
  agentApi = await demoAgentApi(baseUrl);
  const created = await agentApi.post('/api/properties', {
    data: {
      title: `Cottage ${LONG_WORD}`,
      address: `12 ${LONG_WORD} Street`,
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      price: 510_000,
      propertyType: 'single-family',
      description: `A home whose name is ${LONG_WORD}.`,
      openHouse: { date: austinDate(1), startTime: '10:00', endTime: '12:00' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const propertyId = ((await created.json()) as { id: string }).id;
  const lead = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  const sent = await lead.post(`/api/properties/${propertyId}/leads`, {
    data: { name: `Sam ${LONG_WORD}`, email: 'sam.long@example.test', message: `Is ${LONG_WORD} still available? ${LONG_WORD}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await lead.dispose();
  const openHouses = (await (await agentApi.get(`/api/properties/${propertyId}/open-houses`)).json()) as { items: { id: string }[] };
  const openHouseId = openHouses.items[0]?.id ?? '';
  const sheet = await agentApi.put(`/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, {
    data: { questions: [{ id: 'long', kind: 'choice', label: `Which ${LONG_WORD} do you prefer?`, choices: [LONG_WORD, 'Another'] }] },
  });
  expect(sheet.status(), await sheet.text()).toBe(200);
  const visit = await agentApi.post(`/api/open-houses/${openHouseId}/sign-ins`, {
    data: { clientId: `every-screen-${Date.now().toString(36)}`, name: `Vi ${LONG_WORD}`, email: 'vi.long@example.test', workingWithAgent: 'no', consent: true, answers: { long: LONG_WORD } },
  });
  expect(visit.status(), await visit.text()).toBe(201);
  fixture = { propertyId, openHouseId, agentId: await userId(baseUrl, DEMO.agent), brokerId: await userId(baseUrl, DEMO.broker) };
});

afterAll(() => agentApi?.dispose());

/**
 * Opens each path at 390×844: nothing may be wider than the phone, and every action must be on screen;
 * axe then reports no serious or critical violation there and again at 1280×900 (same page, resized).
 */
async function walk(journey: TJourney, paths: readonly string[]) {
  const { page } = journey;
  const findings: string[] = [];
  for (const path of paths) {
    await page.setViewportSize(PHONE);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.locator('[role="status"][aria-live] svg.animate-spin').first().waitFor({ state: 'detached' }).catch(() => undefined);
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) findings.push(`${path} @390: ${overflow}px wider than the phone`);
    for (const action of await actionsOutsideViewport(page)) findings.push(`${path} @390: off screen ${action}`);
    for (const violation of await seriousAxeViolations(page)) findings.push(`${path} @390: ${violation}`);
    await page.setViewportSize(DESKTOP);
    for (const violation of await seriousAxeViolations(page)) findings.push(`${path} @1280: ${violation}`);
  }
  expect(findings).toEqual([]);
}

const publicPaths = () => ['/listings', `/property/${fixture.propertyId}`, '/map', `/agent/${fixture.agentId}`, `/broker/${fixture.brokerId}`];

describe('every screen on a phone and on a desktop, with a 60-character word in the user text', () => {
  test('as a visitor', { timeout: WALK_TIMEOUT_MS }, async ({ journey }) => {
    await walk(journey, ['/', ...publicPaths(), '/signin', '/signup', '/signup/buyer', '/signup/pro', '/waitlist', '/terms', '/privacy', '/theme', '/create-open-house', '/mls-integration', `/open-house/${fixture.openHouseId}/sign-in`, '/no-such-page']);
  });

  test('as a buyer', { timeout: WALK_TIMEOUT_MS }, async ({ journey }) => {
    await signInThroughApi(journey, DEMO.buyer.email, DEMO.buyer.password);
    await walk(journey, ['/', '/dashboard', ...publicPaths(), '/buyer/home', '/saved-open-houses', '/messages', '/settings', '/account', '/subscribe', '/theme', '/create-listing', '/mls-integration']);
  });

  test('as an agent', { timeout: WALK_TIMEOUT_MS }, async ({ journey }) => {
    await signInThroughApi(journey, DEMO.agent.email, DEMO.agent.password);
    await walk(journey, [
      '/',
      '/agent/dashboard',
      ...publicPaths(),
      '/create-listing',
      `/edit-listing/${fixture.propertyId}`,
      '/create-open-house',
      '/manage-open-houses',
      `/open-houses/${fixture.propertyId}/${fixture.openHouseId}/sign-in-sheet`,
      `/open-house/${fixture.openHouseId}/kiosk`,
      '/messages',
      '/leads',
      '/analytics',
      '/mls-integration',
      '/crm',
      '/settings',
      '/account',
      '/theme',
      '/subscribe',
    ]);
  });

  test('as a broker', { timeout: WALK_TIMEOUT_MS }, async ({ journey }) => {
    await signInThroughApi(journey, DEMO.broker.email, DEMO.broker.password);
    await walk(journey, ['/', '/broker/dashboard', '/map', '/listings', '/manage-open-houses', '/messages', '/analytics', '/mls-integration', '/crm', '/theme', `/broker/${fixture.brokerId}`]);
  });
});
