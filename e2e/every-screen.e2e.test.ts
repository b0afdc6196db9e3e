import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEMO_AGENT, DEMO_BROKER, DEMO_BUYER, austinDate, signedInApi } from './support/open-houses';
import { describe, expect, test, type TJourney } from './support/journey';
import { layoutFindings, PHONE, SCREEN_SIZES } from './support/layout-checks';
import { watchCspViolations } from './support/csp-watch';
import { activeOpenHousesCounts, mapLayoutProbe, messageThreadProbe, type TScreenProbe } from './support/screen-probes';
import { gotoSettled, navigateSettled } from './support/settle';
import { signInThroughApi } from './support/ui';
import { VISITOR_SCREENS } from './support/visitor-screens';

/** A word longer than a phone is wide, as user text can always hold. */
const LONG_WORD = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch'.padEnd(60, 'x');
/** The longest last name an account takes, as unbroken as the word above. */
const LONG_NAME = LONG_WORD.slice(0, 50);
const DEMO = { buyer: DEMO_BUYER, agent: DEMO_AGENT, broker: DEMO_BROKER } as const;

/** A role's whole walk is one test: a dozen screens or more, each checked at two sizes. */
const WALK_TIMEOUT_MS = 300_000;

type TLongWordListing = { propertyId: string; openHouseId: string };
type TFixture = { agentListing: TLongWordListing; brokerListing: TLongWordListing; agentId: string; brokerId: string };
let fixture: TFixture;
const apis: Partial<Record<keyof typeof DEMO, APIRequestContext>> = {};
/** What the walk changed on the demo agent, put back afterwards for the journeys that run after it. */
let restoreAgent: (() => Promise<void>) | undefined;

const userId = async (api: APIRequestContext) => ((await (await api.get('/api/auth/user')).json()) as { id: string }).id;

/** A listing whose title, address, description and sign-in question hold the long word, with an open house tomorrow. */
async function createLongWordListing(api: APIRequestContext, name: string): Promise<TLongWordListing> {
  const created = await api.post('/api/properties', {
    data: {
      title: `${name} ${LONG_WORD}`,
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
  const openHouses = (await (await api.get(`/api/properties/${propertyId}/open-houses`)).json()) as { items: { id: string }[] };
  const openHouseId = openHouses.items[0]?.id ?? '';
  const sheet = await api.put(`/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, {
    data: { questions: [{ id: 'long', kind: 'choice', label: `Which ${LONG_WORD} do you prefer?`, choices: [LONG_WORD, 'Another'] }] },
  });
  expect(sheet.status(), await sheet.text()).toBe(200);
  // A visitor's sign-in with the word: the lead card on /leads shows its name, answer and open house.
  const visit = await api.post(`/api/open-houses/${openHouseId}/sign-ins`, {
    data: {
      clientId: `every-screen-${Date.now().toString(36)}-${openHouseId}`,
      name: `Vi ${LONG_WORD}`,
      email: 'vi.long@example.test',
      workingWithAgent: 'no',
      consent: true,
      answers: { long: LONG_WORD },
    },
  });
  expect(visit.status(), await visit.text()).toBe(201);
  return { propertyId, openHouseId };
}

/** The demo agent's profile (/agent/:id) shows the long word in its name, tagline, bio and a specialty. */
async function giveAgentLongWordProfile(api: APIRequestContext): Promise<() => Promise<void>> {
  const account = (await (await api.get('/api/account')).json()) as { firstName: string; lastName: string | null; email: string };
  const branding = (await (await api.get('/api/profile')).json()) as { tagline: string | null; bio: string | null; specialties: string[] };
  const renamed = await api.put('/api/account', { data: { firstName: account.firstName, lastName: LONG_NAME, email: account.email } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const rebranded = await api.put('/api/profile', {
    data: { tagline: `Homes like ${LONG_WORD}`, bio: `${branding.bio ?? ''} ${LONG_WORD}`, specialties: [...branding.specialties, LONG_WORD] },
  });
  expect(rebranded.status(), await rebranded.text()).toBe(200);
  return async () => {
    expect((await api.put('/api/account', { data: { firstName: account.firstName, lastName: account.lastName, email: account.email } })).status()).toBe(200);
    expect((await api.put('/api/profile', { data: { tagline: branding.tagline, bio: branding.bio, specialties: branding.specialties } })).status()).toBe(200);
  };
}

beforeAll(async () => {
  const baseUrl = inject('e2eBaseUrl');
  for (const role of ['buyer', 'agent', 'broker'] as const) apis[role] = await signedInApi(baseUrl, DEMO[role]);
  const { buyer, agent, broker } = apis as Record<keyof typeof DEMO, APIRequestContext>;
  const agentListing = await createLongWordListing(agent, 'Cottage');
  const brokerListing = await createLongWordListing(broker, 'Manor');
  // The demo buyer's inquiry and the agent's reply: a conversation with the word in both /messages.
  const sent = await buyer.post(`/api/properties/${agentListing.propertyId}/leads`, {
    data: { name: `Sam ${LONG_WORD}`, email: 'sam.long@example.test', message: `Is ${LONG_WORD} still available? ${LONG_WORD}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const inquiryId = ((await sent.json()) as { id: string }).id;
  const replied = await agent.post(`/api/messages/${inquiryId}/reply`, { data: { body: `Yes, ${LONG_WORD} is still available.` } });
  expect(replied.status(), await replied.text()).toBe(200);
  restoreAgent = await giveAgentLongWordProfile(agent);
  fixture = { agentListing, brokerListing, agentId: await userId(agent), brokerId: await userId(broker) };
});

afterAll(async () => {
  await restoreAgent?.();
  await Promise.all(Object.values(apis).map((api) => api.dispose()));
});

/**
 * Opens each path at 390×844: nothing may be wider than the phone, and every action must be on screen;
 * axe then reports no serious or critical violation there and again at 1280×900 (same page, resized).
 * A path with a probe gets its closer look at each size too. The first path loads the SPA; the others are
 * opened inside it, as its links open them (the point is each screen, not a first load, which the first path
 * and the other journeys cover), so axe-core is injected once per walk. Any Content-Security-Policy
 * violation on the way is a finding.
 */
async function walk(journey: TJourney, paths: readonly string[], probes: Partial<Record<string, TScreenProbe>> = {}) {
  const { page, context } = journey;
  // The checks read each screen at rest: a toast sliding in or fading out is no layout, and axe misreads its colours.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const cspViolations = await watchCspViolations(context);
  const findings: string[] = [];
  for (const [index, path] of paths.entries()) {
    await page.setViewportSize(PHONE);
    await (index === 0 ? gotoSettled : navigateSettled)(page, path);
    for (const size of ['phone', 'desktop'] as const) {
      if (size === 'desktop') await page.setViewportSize(SCREEN_SIZES.desktop);
      findings.push(...(await layoutFindings(page, path, size)));
      findings.push(...((await probes[path]?.(page, size)) ?? []));
    }
  }
  return [...findings, ...cspViolations.map((violation) => `Content-Security-Policy: ${violation}`)];
}

/** The public screens that show the walk's long word. */
const publicPagesWithIds = () => [`/property/${fixture.agentListing.propertyId}`, `/agent/${fixture.agentId}`, `/broker/${fixture.brokerId}`];
const visitorSignIn = () => `/open-house/${fixture.agentListing.openHouseId}/sign-in`;
/**
 * The broker walks only what a broker sees otherwise than an agent does: the dashboards ('/dashboard' shows the
 * home screen of '/'), a team's analytics, leads and branding, their own listing and profile, the plan. The
 * other screens are the agent's, with the same long word, and the agent walks them. Nor do agent and broker walk /map again: it differs from the
 * buyer's by the header only, which every other screen of theirs checks.
 */
const BROKER_OWN_PATHS = ['/', '/broker/dashboard', '/agent/dashboard', '/analytics', '/leads', '/theme', '/settings', '/subscribe', '/saved-open-houses'];
const signInSheet = ({ propertyId, openHouseId }: TLongWordListing) => `/open-houses/${propertyId}/${openHouseId}/sign-in-sheet`;
/** What an agent and a broker both open, around their own listing. */
const professionalPaths = (listing: TLongWordListing) => [
  '/create-listing',
  `/edit-listing/${listing.propertyId}`,
  '/create-open-house',
  '/manage-open-houses',
  signInSheet(listing),
  `/open-house/${listing.openHouseId}/kiosk`,
  '/messages',
  '/leads',
  '/analytics',
  '/mls-integration',
  '/crm',
  '/settings',
  '/account',
  '/theme',
  '/subscribe',
  '/help',
];
const MAP = { '/map': mapLayoutProbe };

describe('every screen on a phone and on a desktop, with a 60-character word in the user text', () => {
  test('as a visitor', { timeout: WALK_TIMEOUT_MS }, async ({ journey }) => {
    // The unsubscribe page asks what its link stops: this made-up one is unknown.
    journey.problems.expectHttpError('GET', '/api/mail/unsubscribe-links/a-link-from-an-email', 404);
    const findings = await walk(journey, [...VISITOR_SCREENS, ...publicPagesWithIds(), visitorSignIn()], MAP);
    expect(findings).toEqual([]);
  });

  test('as a buyer', { timeout: WALK_TIMEOUT_MS }, async ({ journey }) => {
    await signInThroughApi(journey, DEMO.buyer.email, DEMO.buyer.password);
    const findings = await walk(
      journey,
      [
        // The buyer portal: '/dashboard', '/buyer/home' and '/agent/dashboard' (which sends a buyer to '/') show it too.
        '/',
        '/listings',
        '/map',
        ...publicPagesWithIds(),
        '/broker/dashboard',
        '/saved-open-houses',
        '/saved-homes',
        '/my-day',
        '/messages',
        '/settings',
        '/account',
        '/help',
        '/subscribe',
        '/theme',
        '/create-listing',
        '/mls-integration',
        visitorSignIn(),
      ],
      { ...MAP, '/messages': messageThreadProbe(LONG_WORD) },
    );
    expect(findings).toEqual([]);
  });

  test('as an agent', { timeout: WALK_TIMEOUT_MS }, async ({ journey }) => {
    await signInThroughApi(journey, DEMO.agent.email, DEMO.agent.password);
    const counts = activeOpenHousesCounts(['/', '/agent/dashboard']);
    const paths = ['/', '/agent/dashboard', '/listings', ...publicPagesWithIds(), ...professionalPaths(fixture.agentListing)];
    const findings = await walk(journey, paths, {
      '/messages': messageThreadProbe(LONG_WORD),
      ...counts.probes,
    });
    expect([...findings, ...counts.findings()]).toEqual([]);
  });

  test('as a broker', { timeout: WALK_TIMEOUT_MS }, async ({ journey }) => {
    await signInThroughApi(journey, DEMO.broker.email, DEMO.broker.password);
    const counts = activeOpenHousesCounts(['/', '/agent/dashboard']);
    const ownListing = [`/property/${fixture.brokerListing.propertyId}`, `/edit-listing/${fixture.brokerListing.propertyId}`, `/broker/${fixture.brokerId}`];
    const findings = await walk(journey, [...BROKER_OWN_PATHS, ...ownListing], counts.probes);
    expect([...findings, ...counts.findings()]).toEqual([]);
  });
});
