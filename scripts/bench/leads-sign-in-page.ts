import { request } from 'playwright-core';
import { measureEntryJs, measureInitialJs } from './initial-js';
import { CHROME_PATH, lighthouseScores, onSeededMarketplace } from './seeded-web';

/**
 * `npx tsx scripts/bench/leads-sign-in-page.ts`: builds the SPA, starts the embedded marketplace with the demo data on a
 * throwaway folder, opens a sign-in sheet as the demo agent and measures what a visitor's phone gets from
 * its QR code (/open-house/:id/sign-in): all the JavaScript it loads, the share that is the route's own,
 * and Lighthouse 12's mobile performance.
 */
const DEMO_AGENT = { email: 'agent@demo.openhouse.market', password: 'demo-agent-2026' };

/** A new listing with an open house tomorrow, its sign-in saved with one custom question. */
async function openSignIn(baseUrl: string): Promise<string> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  try {
    if (!(await api.post('/api/auth/signin', { data: DEMO_AGENT })).ok()) throw new Error('The demo agent could not sign in');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const created = await api.post('/api/open-houses', {
      data: {
        title: 'Bench bungalow',
        address: '1100 Congress Ave, Austin, TX 78701',
        price: 525_000,
        startsAt: `${tomorrow}T14:00`,
        endsAt: `${tomorrow}T16:00`,
      },
    });
    if (!created.ok()) throw new Error(`No open house: ${await created.text()}`);
    const { propertyId, openHouseId } = (await created.json()) as { propertyId: string; openHouseId: string };
    const saved = await api.put(`/api/properties/${propertyId}/open-houses/${openHouseId}/sign-in-form`, {
      data: { questions: [{ id: 'hear', kind: 'choice', label: 'How did you hear about us?', choices: ['Yard sign', 'Online'] }] },
    });
    if (!saved.ok()) throw new Error(`No sign-in form: ${await saved.text()}`);
    return openHouseId;
  } finally {
    await api.dispose();
  }
}

async function main() {
  await onSeededMarketplace('leads-sign-in', async ({ url: baseUrl, chromePort }) => {
    const url = `${baseUrl}/open-house/${await openSignIn(baseUrl)}/sign-in`;
    const entry = await measureEntryJs(baseUrl);
    const page = await measureInitialJs(CHROME_PATH, url);
    const round = (kb: number) => Math.round(kb * 10) / 10;
    console.log(`JavaScript a visitor's phone loads for /open-house/:id/sign-in: ${page.gzipKb} KB gzip, ${page.rawKb} KB raw, ${page.files} files`);
    console.log(`  of which the first chunk (every page's):                    ${entry.gzipKb} KB gzip`);
    console.log(`  and loaded after it (the route and what it pulls in):       ${round(page.gzipKb - entry.gzipKb)} KB gzip`);
    const scores = await lighthouseScores(chromePort, url);
    console.log(`Lighthouse 12 mobile: performance ${scores.performance}, accessibility ${scores.accessibility}, LCP ${Math.round(scores.lcpMs)} ms`);
  });
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
