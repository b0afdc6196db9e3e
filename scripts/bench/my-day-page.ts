import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, request } from 'playwright-core';
import lighthouse from 'lighthouse';
import { lighthouseScores, onSeededMarketplace } from './seeded-web';

/**
 * `npx tsx scripts/bench/my-day-page.ts`: builds the SPA, starts the embedded marketplace with the demo data on a
 * throwaway folder, signs the demo buyer in, saves the open houses of the busiest coming day in Austin (up to
 * six) and measures the planner screen with Lighthouse 12's mobile preset: /my-day signed in (the session
 * cookies are set in the measuring Chromium, and Lighthouse keeps them), and the shared read-only page.
 */
const DEMO_BUYER = { email: 'buyer@demo.openhouse.market', password: 'demo-buyer-2026' };

type TMapProperty = { id: string; city: string; timeZone: string; openHouses: { id: string; startsAt: string }[] };

const localDate = (instant: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant));

/** Signs the buyer in, saves a day of open houses, shares its plan: answers the session cookies, the day and the share link. */
async function planADay(baseUrl: string) {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  try {
    if (!(await api.post('/api/auth/signin', { data: DEMO_BUYER })).ok()) throw new Error('The demo buyer could not sign in');
    const map = (await (await api.get('/api/map/all-open-houses')).json()) as { properties: TMapProperty[] };
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const byDay = new Map<string, { propertyId: string; openHouseId: string }[]>();
    for (const property of map.properties.filter((p) => p.city === 'Austin')) {
      for (const openHouse of property.openHouses) {
        const day = localDate(openHouse.startsAt, property.timeZone);
        if (day < tomorrow) continue;
        byDay.set(day, [...(byDay.get(day) ?? []), { propertyId: property.id, openHouseId: openHouse.id }]);
      }
    }
    const [date, openHouses] = [...byDay.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    if (!date || !openHouses) throw new Error('The demo data has no coming open house in Austin');
    for (const openHouse of openHouses.slice(0, 6)) {
      const saved = await api.post('/api/users/saved-open-houses', { data: openHouse });
      if (!saved.ok()) throw new Error(`Not saved: ${await saved.text()}`);
    }
    const plan = await api.get(`/api/users/day-plans/${date}`);
    if (!plan.ok()) throw new Error(`No plan: ${await plan.text()}`);
    const stops = ((await plan.json()) as { stops: { visit: unknown }[] }).stops.filter((stop) => stop.visit).length;
    const shared = await api.post(`/api/users/day-plans/${date}/share`);
    if (!shared.ok()) throw new Error(`Not shared: ${await shared.text()}`);
    const { url } = (await shared.json()) as { url: string };
    return { cookies: (await api.storageState()).cookies, date, stops, sharedPath: new URL(url).pathname };
  } finally {
    await api.dispose();
  }
}

async function main() {
  await onSeededMarketplace('my-day', async ({ url: baseUrl, chromePort }) => {
    const { cookies, date, stops, sharedPath } = await planADay(baseUrl);
    console.log(`The demo buyer's plan for ${date}: ${stops} stops`);
    // The session goes into the Chromium Lighthouse drives; Lighthouse must then not clear the origin's storage.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
    await browser.contexts()[0]!.addCookies(cookies);
    await browser.close();
    const result = await lighthouse(`${baseUrl}/my-day?date=${date}`, {
      port: chromePort,
      onlyCategories: ['performance', 'accessibility'],
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
    });
    if (!result) throw new Error('Lighthouse gave no result for /my-day');
    const { categories, audits } = result.lhr;
    const finalUrl = result.lhr.finalDisplayedUrl;
    console.log(
      `/my-day (signed in, ${finalUrl}): performance ${Math.round((categories.performance?.score ?? 0) * 100)}, accessibility ${Math.round((categories.accessibility?.score ?? 0) * 100)}, ` +
        `LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN)} ms, TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? NaN)} ms, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(2)}`,
    );
    const screenshot = (audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
    if (screenshot) {
      const file = join(tmpdir(), 'my-day-lighthouse.jpg');
      writeFileSync(file, Buffer.from(screenshot.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
      console.log(`  what Lighthouse saw at the end: ${file}`);
    }
    const shared = await lighthouseScores(chromePort, `${baseUrl}${sharedPath}`);
    console.log(
      `/my-day/shared/:token (signed out): performance ${shared.performance}, accessibility ${shared.accessibility}, LCP ${Math.round(shared.lcpMs)} ms, TBT ${Math.round(shared.tbtMs)} ms, CLS ${shared.cls.toFixed(2)}`,
    );
  });
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
