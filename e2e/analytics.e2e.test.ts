import { keepScreenshot } from './support/browser';
import { describe, expect, test } from './support/journey';
import { DESKTOP, PHONE, horizontalOverflow } from './support/layout-checks';
import { DEMO_AGENT } from './support/open-houses';
import { signInThroughApi, visible, waitForPath } from './support/ui';

describe('analytics', () => {
  test('the demo agent opens Analytics from the tab bar, reads the activity chart, its table, the week view and the comparison with the previous period, on a phone too', async ({
    journey,
  }) => {
    const { page } = journey;
    await page.setViewportSize(DESKTOP);
    await signInThroughApi(journey, DEMO_AGENT.email, DEMO_AGENT.password);
    await page.goto('/agent/dashboard');
    await page.getByRole('navigation', { name: 'Professional' }).getByRole('link', { name: 'Analytics' }).click();
    await waitForPath(page, '/analytics');
    await visible(page.getByRole('heading', { level: 1, name: 'Analytics' }));

    // The seeded history: a chart whose text alternative names the totals, drawn as an SVG.
    const chart = await visible(page.getByRole('img', { name: /^Activity over time: \d+ views/ }));
    expect(await chart.locator('svg path.recharts-curve').count()).toBeGreaterThan(0);
    await keepScreenshot(page, 'analytics-desktop');

    // The same numbers as a table: one row per day of the last 30, and the views add up to the summary's.
    await page.getByRole('button', { name: 'Show table' }).first().click();
    const table = await visible(page.getByRole('table', { name: 'Activity over time' }));
    expect(await table.getByRole('row').count()).toBe(31);
    const views = await table.evaluate((t: HTMLTableElement) =>
      [...t.tBodies[0]!.rows].reduce((sum, row) => sum + Number(row.cells[1]!.textContent!.replace(/,/g, '')), 0),
    );
    const summary = (await page
      .getByText(/^\d[\d,]* views, /)
      .first()
      .textContent())!;
    expect(views).toBe(Number(summary.split(' ')[0]!.replace(/,/g, '')));

    // Weeks: fewer rows, each starting on a Monday.
    await page.getByRole('group', { name: 'Group by' }).getByRole('button', { name: 'Week' }).click();
    await visible(page.getByRole('columnheader', { name: 'Week' }));
    expect(await table.getByRole('row').count()).toBeLessThanOrEqual(7);
    await visible(page.getByRole('table', { name: 'Activity by listing' }));

    // The demo plan includes advanced analytics: the previous period beside this one, and its CSV.
    await visible(page.getByRole('heading', { name: 'Compared with the previous period' }));
    await visible(page.getByRole('table', { name: 'Listings compared with the previous period' }));
    expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(/^\/api\/analytics\/export\?/);

    // On a phone: the chart resizes and the wide tables scroll inside their own boxes, not the page.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Show chart' }).click();
    await visible(page.getByRole('img', { name: /^Activity over time/ }));
    expect(await horizontalOverflow(page)).toBe(0);
    await keepScreenshot(page, 'analytics-phone');
  });
});
